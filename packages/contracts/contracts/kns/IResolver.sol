// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Address and text records of .kid names (kept per holder) and each wallet's default
/// (reverse) name.
interface IResolver {
    event AddrChanged(uint256 indexed tokenId, address indexed holder, address addr);
    event TextChanged(uint256 indexed tokenId, address indexed holder, string key, string value);
    event DefaultNameChanged(address indexed account, uint256 indexed tokenId);

    function setAddr(uint256 tokenId, address addr) external;
    function setText(uint256 tokenId, string calldata key, string calldata value) external;
    function setDefaultName(uint256 tokenId) external;
    function clearDefaultName() external;
    function setRecordsFor(uint256 tokenId, address holder, bool asDefault) external;
    function addr(uint256 tokenId) external view returns (address);
    function text(uint256 tokenId, string calldata key) external view returns (string memory);
    function resolve(string calldata label) external view returns (address);
    function name(address account) external view returns (string memory);
    function defaultOf(address account) external view returns (uint256);
}
