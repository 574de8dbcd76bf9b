// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice .kid names as ERC-721 tokens (token id = keccak256(label)) with expiry and grace period.
interface IRegistry {
    /// @notice The spec's domain record.
    struct Record {
        uint256 tokenId;
        string label;
        uint64 expiration;
        address holder;
        bool whitelisted;
    }

    /// @notice One name of a batch renewal, with the server's signature for it.
    struct Renewal {
        uint256 tokenId;
        uint256 duration;
        uint256 price;
        uint256 deadline;
        bytes signature;
    }

    event NameRegistered(uint256 indexed tokenId, string label, address indexed owner, uint64 expiration, bool whitelisted);
    event NameRenewed(uint256 indexed tokenId, uint64 expiration);
    event ResolverSet(address resolver);
    event SignerSet(address signer);

    function register(
        string calldata label,
        address owner,
        uint256 duration,
        address currency,
        uint256 price,
        bool whitelisted,
        bool setDefault,
        uint256 deadline,
        bytes calldata signature
    ) external payable returns (uint256 tokenId);
    function renew(
        uint256 tokenId,
        uint256 duration,
        address currency,
        uint256 price,
        uint256 deadline,
        bytes calldata signature
    ) external payable;
    function renewMany(Renewal[] calldata renewals, address currency) external payable;
    function available(string calldata label) external view returns (bool);
    function isLive(uint256 tokenId) external view returns (bool);
    function holderOf(uint256 tokenId) external view returns (address);
    function record(uint256 tokenId) external view returns (Record memory);
    function labelOf(uint256 tokenId) external view returns (string memory);
    function ownerOf(uint256 tokenId) external view returns (address);
}
