// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Balances, allowances and minting shared by the devnet's ERC-20 tokens. Only the external
/// transfer functions differ between tokens (whether they return a bool), so they live in the
/// tokens themselves.
abstract contract TokenBalances {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    /// The devnet deployer: the only account that can mint.
    address public immutable minter;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        minter = msg.sender;
    }

    /// Mints `value` to each of `to` in one transaction, so funding every devnet account costs
    /// one block instead of ten.
    function mintEach(address[] calldata to, uint256 value) external {
        require(msg.sender == minter, "only the minter can mint");
        for (uint256 i = 0; i < to.length; i++) {
            require(to[i] != address(0), "mint to the zero address");
            totalSupply += value;
            balanceOf[to[i]] += value;
            emit Transfer(address(0), to[i], value);
        }
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "transfer amount exceeds balance");
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _approve(address owner, address spender, uint256 value) internal {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _spendAllowance(address owner, address spender, uint256 value) internal {
        uint256 allowed = allowance[owner][spender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "transfer amount exceeds allowance");
            allowance[owner][spender] = allowed - value;
        }
    }
}
