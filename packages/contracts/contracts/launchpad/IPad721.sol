// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A launchpad drop, configured by the spec's NFT collection init record.
interface IPad721 {
    /// @param uri Base URI; token URIs are uri + id.
    /// @param receiver Gets the mint fees and the royalty.
    /// @param whiteRoot Merkle root over keccak256(address) of the whitelist.
    /// @param start Whitelist stage start (or public start when isWhite is false).
    /// @param end Whitelist stage end and public stage start when isWhite; else the public end.
    /// @param total Supply cap.
    /// @param singleAdd Most tokens one address may mint over the whole drop.
    /// @param singleTim Most tokens one transaction may mint.
    /// @param fee Mint price per token, in wei.
    /// @param royal Royalty in basis points (a small integer, at most 10 %).
    struct Init {
        string name;
        string symbol;
        string uri;
        address owner;
        address receiver;
        bytes32 whiteRoot;
        uint32 start;
        uint32 end;
        uint32 total;
        uint32 singleAdd;
        uint32 singleTim;
        uint128 fee;
        uint16 royal;
        bool isWhite;
    }

    event Minted(address indexed minter, uint256 firstTokenId, uint256 quantity, bool whitelisted);
    event WhiteRootSet(bytes32 root);
    event TimesSet(uint32 start, uint32 end);

    function initialize(Init calldata init) external;
    function mint(uint256 quantity, bytes32[] calldata proof) external payable;
    function withdraw() external;
    function totalSupply() external view returns (uint256);
    function numberMinted(address account) external view returns (uint256);
}
