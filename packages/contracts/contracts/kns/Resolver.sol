// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IResolver} from "./IResolver.sol";
import {IRegistry} from "./IRegistry.sol";
import {AddressInvalid} from "../common/Errors.sol";

/// @title Resolver
/// @notice Records are checked against the registry when read, not only when written, so a name
/// that expired or changed hands stops resolving and stops being anyone's default name at once,
/// without anybody having to clean up.
contract Resolver is IResolver {
    IRegistry public immutable registry;

    mapping(uint256 tokenId => address) private _addrs;
    mapping(address account => uint256 tokenId) private _defaults;

    constructor(IRegistry registry_) {
        registry = registry_;
    }

    /// @notice The holder points the name at any address.
    function setAddr(uint256 tokenId, address addr_) external {
        if (registry.ownerOf(tokenId) != msg.sender) revert AddressInvalid(msg.sender);
        _addrs[tokenId] = addr_;
        emit AddrChanged(tokenId, addr_);
    }

    /// @notice The holder makes the name their wallet's default (reverse) name.
    function setDefaultName(uint256 tokenId) external {
        if (registry.ownerOf(tokenId) != msg.sender) revert AddressInvalid(msg.sender);
        _defaults[msg.sender] = tokenId;
        emit DefaultNameChanged(msg.sender, tokenId);
    }

    /// @notice Called by the registry while registering, so one transaction sets everything.
    function setRecordsFor(uint256 tokenId, address holder, bool asDefault) external {
        if (msg.sender != address(registry)) revert AddressInvalid(msg.sender);
        _addrs[tokenId] = holder;
        emit AddrChanged(tokenId, holder);
        if (asDefault) {
            _defaults[holder] = tokenId;
            emit DefaultNameChanged(holder, tokenId);
        }
    }

    function addr(uint256 tokenId) public view returns (address) {
        return registry.isLive(tokenId) ? _addrs[tokenId] : address(0);
    }

    function resolve(string calldata label) external view returns (address) {
        return addr(uint256(keccak256(bytes(label))));
    }

    /// @notice "label.kid" while the account still holds the live name, else empty.
    function name(address account) external view returns (string memory) {
        uint256 tokenId = _defaults[account];
        if (tokenId == 0 || !registry.isLive(tokenId) || registry.ownerOf(tokenId) != account) return "";
        return string.concat(registry.labelOf(tokenId), ".kid");
    }
}
