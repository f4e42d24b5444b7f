// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface ERC721TokenReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// A minimal ERC-721 whose deployer mints: the devnet's collection and its spam collection (the
/// same code; which one is spam is the devnet's own knowledge, as it is for a real indexer).
contract DevnetCollection {
    string public name;
    string public symbol;
    /// The devnet deployer: the only account that can mint.
    address public immutable minter;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    mapping(uint256 => address) private owners;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x80ac58cd || interfaceId == 0x01ffc9a7;
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "token does not exist");
        return owner;
    }

    /// Mints tokens firstId, firstId + 1, ... to each of `to`, in one transaction.
    function mintEach(address[] calldata to, uint256 firstId) external {
        require(msg.sender == minter, "only the minter can mint");
        for (uint256 i = 0; i < to.length; i++) {
            uint256 tokenId = firstId + i;
            require(to[i] != address(0), "mint to the zero address");
            require(owners[tokenId] == address(0), "token already minted");
            owners[tokenId] = to[i];
            balanceOf[to[i]] += 1;
            emit Transfer(address(0), to[i], tokenId);
        }
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "not the owner or an operator");
        getApproved[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(ownerOf(tokenId) == from, "from is not the owner");
        require(to != address(0), "transfer to the zero address");
        require(msg.sender == from || getApproved[tokenId] == msg.sender || isApprovedForAll[from][msg.sender], "not the owner, approved or an operator");
        delete getApproved[tokenId];
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            require(
                ERC721TokenReceiver(to).onERC721Received(msg.sender, from, tokenId, data) == ERC721TokenReceiver.onERC721Received.selector,
                "receiver refused the token"
            );
        }
    }
}
