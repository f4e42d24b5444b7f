// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TokenBalances.sol";

/// A standard ERC-20 (transfer returns true): the devnet's USDC and DAI.
contract DevnetToken is TokenBalances {
    constructor(string memory name_, string memory symbol_, uint8 decimals_) TokenBalances(name_, symbol_, decimals_) {}

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }
}
