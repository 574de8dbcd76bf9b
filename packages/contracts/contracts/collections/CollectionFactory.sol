// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {ICollectionFactory} from "./ICollectionFactory.sol";
import {IKidCollection} from "./IKidCollection.sol";

/// @title CollectionFactory
/// @notice EIP-1167 clones of the two collection implementations: about 45 bytes of code per
/// creator instead of a full deployment, initialised in the same transaction so nobody can
/// initialise a fresh clone before its creator does.
contract CollectionFactory is ICollectionFactory {
    address public immutable erc721Implementation;
    address public immutable erc1155Implementation;

    constructor(address erc721Implementation_, address erc1155Implementation_) {
        erc721Implementation = erc721Implementation_;
        erc1155Implementation = erc1155Implementation_;
    }

    function create721(string calldata name, string calldata symbol) external returns (address collection) {
        collection = Clones.clone(erc721Implementation);
        IKidCollection(collection).initialize(name, symbol, msg.sender);
        emit CollectionCreated(msg.sender, collection, 721);
    }

    function create1155(string calldata name, string calldata symbol) external returns (address collection) {
        collection = Clones.clone(erc1155Implementation);
        IKidCollection(collection).initialize(name, symbol, msg.sender);
        emit CollectionCreated(msg.sender, collection, 1155);
    }
}
