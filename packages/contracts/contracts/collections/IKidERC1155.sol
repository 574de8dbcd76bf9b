// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IKidCollection} from "./IKidCollection.sol";

/// @notice A creator's ERC-1155 collection: each mint creates a new id with its own URI and royalty.
interface IKidERC1155 is IKidCollection {
    function mint(address to, uint256 amount, string calldata tokenUri, address royaltyReceiver, uint16 royaltyBps)
        external
        returns (uint256 tokenId);
    function nextTokenId() external view returns (uint256);
}
