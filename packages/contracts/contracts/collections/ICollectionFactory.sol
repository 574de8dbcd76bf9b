// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Deploys a creator's own collection in one transaction as a minimal proxy.
interface ICollectionFactory {
    /// @param kind 721 or 1155.
    event CollectionCreated(address indexed creator, address indexed collection, uint16 kind);

    function create721(string calldata name, string calldata symbol) external returns (address);
    function create1155(string calldata name, string calldata symbol) external returns (address);
}
