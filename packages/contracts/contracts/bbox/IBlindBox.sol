// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Blind boxes: minted with a server signature over a single-use commitment (the on-chain
/// cdkey), opened with the salt behind it; the opening delivers the prize as an ERC-721 token of
/// the series' prize collection.
interface IBlindBox {
    /// @dev One slot: the draw's inputs fixed at mint, and its outcome once opened.
    struct Box {
        uint64 series;
        uint64 entropy;
        uint32 prizeCount;
        uint32 prize;
        uint16 tier;
        bool opened;
    }

    /// @dev One slot: where prizes are minted, the size of the draw and the prizes' royalty.
    struct Series {
        address prizes;
        uint32 prizeCount;
        uint16 royaltyBps;
    }

    event SeriesSet(uint256 indexed series, address prizes, uint32 prizeCount, bytes32 oddsHash);
    event BoxOpened(
        uint256 indexed tokenId,
        address indexed holder,
        uint32 prize,
        uint16 tier,
        uint256 prizeTokenId,
        bytes32 salt,
        uint64 entropy
    );

    function mint(address minter, uint256 counter, bytes32 cdkey, uint256 deadline, bytes calldata signature)
        external
        returns (uint256 tokenId);
    function open(uint256 tokenId, bytes32 salt, bytes calldata signature) external returns (uint32 prize);
    function drawOf(uint256 tokenId, bytes32 salt) external view returns (uint32 prize, uint16 tier);
    function tiersOf(uint256 series) external view returns (uint32[] memory weights, string[] memory uris);
}
