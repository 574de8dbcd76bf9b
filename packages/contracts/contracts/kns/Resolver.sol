// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Multicall} from "@openzeppelin/contracts/utils/Multicall.sol";
import {IResolver} from "./IResolver.sol";
import {IRegistry} from "./IRegistry.sol";
import {AddressInvalid, InvalidAmount} from "../common/Errors.sol";

/// @title Resolver
/// @notice Records are kept per holder and checked against the registry when read, so a name that
/// expired or changed hands stops resolving to the old holder, and stops being anyone's default
/// name, at once and without anybody having to clean up: the new holder starts with empty records.
/// A default (reverse) name counts only while forward and reverse agree: the account holds the
/// live name and the name's address record points back at it. The holder may set several records
/// in one transaction through `multicall` (the resolver takes no ETH, so it is safe to batch).
contract Resolver is IResolver, Multicall {
    /// @dev Bounds what each record costs the indexer and the pages that show it.
    uint256 public constant MAX_KEY_BYTES = 32;
    uint256 public constant MAX_TEXT_BYTES = 1024;

    IRegistry public immutable registry;

    mapping(uint256 tokenId => mapping(address holder => address)) private _addrs;
    mapping(uint256 tokenId => mapping(address holder => mapping(string key => string))) private _texts;
    mapping(address account => uint256 tokenId) private _defaults;

    constructor(IRegistry registry_) {
        registry = registry_;
    }

    /// @notice The holder points the name at any address.
    function setAddr(uint256 tokenId, address addr_) external {
        _onlyHolder(tokenId);
        _addrs[tokenId][msg.sender] = addr_;
        emit AddrChanged(tokenId, msg.sender, addr_);
    }

    /// @notice The holder sets a text record (avatar, bio, url, x, …); an empty value removes it.
    function setText(uint256 tokenId, string calldata key, string calldata value) external {
        _onlyHolder(tokenId);
        if (bytes(key).length == 0 || bytes(key).length > MAX_KEY_BYTES) revert InvalidAmount(bytes(key).length);
        if (bytes(value).length > MAX_TEXT_BYTES) revert InvalidAmount(bytes(value).length);
        _texts[tokenId][msg.sender][key] = value;
        emit TextChanged(tokenId, msg.sender, key, value);
    }

    /// @notice The holder makes the name their wallet's default (reverse) name.
    function setDefaultName(uint256 tokenId) external {
        _onlyHolder(tokenId);
        _defaults[msg.sender] = tokenId;
        emit DefaultNameChanged(msg.sender, tokenId);
    }

    /// @notice The wallet shows its address again instead of a name.
    function clearDefaultName() external {
        delete _defaults[msg.sender];
        emit DefaultNameChanged(msg.sender, 0);
    }

    /// @notice Called by the registry while registering, so one transaction sets everything.
    function setRecordsFor(uint256 tokenId, address holder, bool asDefault) external {
        if (msg.sender != address(registry)) revert AddressInvalid(msg.sender);
        _addrs[tokenId][holder] = holder;
        emit AddrChanged(tokenId, holder, holder);
        if (asDefault) {
            _defaults[holder] = tokenId;
            emit DefaultNameChanged(holder, tokenId);
        }
    }

    function addr(uint256 tokenId) public view returns (address) {
        return _addrs[tokenId][registry.holderOf(tokenId)];
    }

    function text(uint256 tokenId, string calldata key) external view returns (string memory) {
        return _texts[tokenId][registry.holderOf(tokenId)][key];
    }

    function resolve(string calldata label) external view returns (address) {
        return addr(uint256(keccak256(bytes(label))));
    }

    /// @notice "label.kid" while the account holds the live name and its address record points
    /// back at the account, else empty.
    function name(address account) external view returns (string memory) {
        uint256 tokenId = _defaults[account];
        if (tokenId == 0 || account == address(0)) return "";
        if (registry.holderOf(tokenId) != account || _addrs[tokenId][account] != account) return "";
        return string.concat(registry.labelOf(tokenId), ".kid");
    }

    function defaultOf(address account) external view returns (uint256) {
        return _defaults[account];
    }

    function _onlyHolder(uint256 tokenId) private view {
        if (registry.ownerOf(tokenId) != msg.sender) revert AddressInvalid(msg.sender);
    }
}
