// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The smallest smart account that can sign in: it holds no logic but ERC-1271, so the devnet API
/// can prove that it verifies contract signatures against the chain and not only EOA ones.
contract DevnetSmartAccount {
    /// The key that signs for this account (devnet account 3).
    address public immutable owner;

    // ERC-1271's magic value: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 private constant VALID = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;
    // Upper bound of s (EIP-2): a malleated copy of a good signature must not pass as another one.
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    constructor(address owner_) {
        owner = owner_;
    }

    /// Valid when `signature` (65 bytes r, s, v) is the owner's over `hash` itself: wallets sign the
    /// EIP-191 hash of a message, and verifiers pass that hash here.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? VALID : INVALID;
    }

    /// Accepts ETH, so the account can be funded like any other.
    receive() external payable {}
}
