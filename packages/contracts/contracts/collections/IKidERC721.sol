// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IKidCollection} from "./IKidCollection.sol";

/// @notice A creator's ERC-721 collection: each mint gets its own metadata URI and royalty.
interface IKidERC721 is IKidCollection {
    function mint(address to, string calldata tokenUri, address royaltyReceiver, uint16 royaltyBps)
        external
        returns (uint256 tokenId);
    function nextTokenId() external view returns (uint256);
}
