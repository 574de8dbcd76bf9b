// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Address records of .kid names and the default (reverse) name of each wallet.
interface IResolver {
    event AddrChanged(uint256 indexed tokenId, address addr);
    event DefaultNameChanged(address indexed account, uint256 indexed tokenId);

    function setAddr(uint256 tokenId, address addr) external;
    function setDefaultName(uint256 tokenId) external;
    function setRecordsFor(uint256 tokenId, address holder, bool asDefault) external;
    function addr(uint256 tokenId) external view returns (address);
    function resolve(string calldata label) external view returns (address);
    function name(address account) external view returns (string memory);
}
