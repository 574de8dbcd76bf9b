// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Blind boxes: minted with a server signature over a single-use cdkey, opened with the
/// salt the cdkey commits to.
interface IBlindBox {
    struct Box {
        uint64 series;
        uint64 entropy;
        uint32 prizeCount;
        uint32 prize;
        bool opened;
    }

    event SeriesSet(uint256 indexed series, uint32 prizeCount);
    event BoxOpened(uint256 indexed tokenId, address indexed holder, uint32 prize, bytes32 salt);

    function mint(address minter, uint256 counter, bytes32 cdkey, bytes calldata signature)
        external
        returns (uint256 tokenId);
    function open(uint256 tokenId, bytes32 salt, bytes calldata signature) external returns (uint32 prize);
    function drawOf(uint256 tokenId, bytes32 salt) external view returns (uint32 prize);
    function boxes(uint256 tokenId) external view returns (uint64, uint64, uint32, uint32, bool);
}
