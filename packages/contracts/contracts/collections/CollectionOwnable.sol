// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {AddressInvalid, ZeroAddress} from "../common/Errors.sol";

/// @title CollectionOwnable
/// @notice Owner, name, symbol and open-mint flag kept in plain storage, because collections are
/// minimal proxies: a constructor never runs for them, so OpenZeppelin's constructor-set name and
/// owner would stay empty.
abstract contract CollectionOwnable is Initializable {
    event OpenMintSet(bool open);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    address public owner;
    bool public openMint;
    string internal _collectionName;
    string internal _collectionSymbol;

    modifier onlyOwner() {
        if (msg.sender != owner) revert AddressInvalid(msg.sender);
        _;
    }

    /// @dev Shared collections let anyone mint; a creator's own collection only its owner.
    modifier onlyMinter() {
        if (!openMint && msg.sender != owner) revert AddressInvalid(msg.sender);
        _;
    }

    function _initCollection(string calldata name_, string calldata symbol_, address owner_) internal {
        if (owner_ == address(0)) revert ZeroAddress();
        _collectionName = name_;
        _collectionSymbol = symbol_;
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
    }

    function setOpenMint(bool open) external onlyOwner {
        openMint = open;
        emit OpenMintSet(open);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert ZeroAddress();
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
