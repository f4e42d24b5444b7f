// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevnetSmartAccount} from "./DevnetSmartAccount.sol";

/// Creates DevnetSmartAccounts with CREATE2, so an account's address is known (addressOf) before it
/// exists: what ERC-6492 signatures of counterfactual accounts need, the factory and its calldata
/// being what a verifier runs to deploy the account before asking it ERC-1271.
contract DevnetAccountFactory {
    event AccountDeployed(address indexed account, address indexed owner, bytes32 salt);

    /// The account of `owner` under `salt`, deployed. A second call returns the deployed one instead
    /// of reverting, so a verifier that runs the factory again still gets an answer.
    function deploy(address owner, bytes32 salt) external returns (address account) {
        account = addressOf(owner, salt);
        if (account.code.length > 0) return account;
        DevnetSmartAccount created = new DevnetSmartAccount{salt: salt}(owner);
        emit AccountDeployed(address(created), owner, salt);
        return address(created);
    }

    /// Where deploy(owner, salt) puts the account, deployed or not.
    function addressOf(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(DevnetSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
