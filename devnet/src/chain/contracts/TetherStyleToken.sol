// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TokenBalances.sol";

/// An ERC-20 whose transfer, transferFrom and approve return nothing, like USDT on Ethereum
/// mainnet. A client that decodes a bool from the return data fails on it; that is the point.
contract TetherStyleToken is TokenBalances {
    constructor(string memory name_, string memory symbol_, uint8 decimals_) TokenBalances(name_, symbol_, decimals_) {}

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) external {
        _approve(msg.sender, spender, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
    }
}
