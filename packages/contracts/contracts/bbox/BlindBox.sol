// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ICollectionFactory} from "../collections/ICollectionFactory.sol";
import {IKidERC721} from "../collections/IKidERC721.sol";
import {IBlindBox} from "./IBlindBox.sol";
import "../common/Errors.sol" as E;

/// @title BlindBox
/// @notice The on-chain cdkey is keccak256(salt): a commitment the server makes before the mint and
/// keeps secret until the open. The mint mixes in the block's randomness, which the server could
/// not know when it chose the salt, so the draw H(salt, entropy, id) % prizeCount is fixed at mint,
/// unknown to everyone (the minter never sees the salt, so a minting contract cannot test the draw
/// and revert) and checkable by anyone after the reveal. Nothing in open() depends on the opening
/// transaction, so reverting it and trying again (the classic re-roll) draws the same prize.
/// The token id is the cdkey itself, so a cdkey cannot mint twice without extra storage.
/// A series' odds are set once and never change; the prize is minted into the series' own
/// collection (a KidERC721 clone this contract owns), so it trades like any creator's token.
contract BlindBox is IBlindBox, ERC721, EIP712, Ownable {
    bytes32 public constant MINT_TYPEHASH =
        keccak256("Mint(address minter,uint256 counter,bytes32 cdkey,uint256 deadline)");
    bytes32 public constant OPEN_TYPEHASH = keccak256("Open(uint256 tokenId,bytes32 salt)");

    ICollectionFactory public immutable factory;
    address public signer;
    mapping(uint256 series => Series) public series;
    mapping(uint256 series => address) public royaltyReceivers;
    mapping(uint256 tokenId => Box) public boxes;
    /// @dev Each tier's cumulative weight: draw index i falls in the first tier whose bound exceeds i.
    mapping(uint256 series => uint32[]) private _bounds;
    mapping(uint256 series => string[]) private _uris;

    modifier onlyOperator() {
        if (msg.sender != owner() && msg.sender != signer) revert E.AddressInvalid(msg.sender);
        _;
    }

    constructor(address owner_, address signer_, ICollectionFactory factory_)
        ERC721("KID Blind Box", "KBOX")
        EIP712("KID BlindBox", "1")
        Ownable(owner_)
    {
        if (signer_ == address(0) || address(factory_) == address(0)) revert E.ZeroAddress();
        signer = signer_;
        factory = factory_;
    }

    /// @param counter The box series; the signature binds minter, series, cdkey and deadline, so an
    /// expired reservation's signature is useless.
    function mint(address minter, uint256 counter, bytes32 cdkey, uint256 deadline, bytes calldata signature)
        external
        returns (uint256 tokenId)
    {
        if (minter == address(0)) revert E.ZeroAddress();
        if (block.timestamp > deadline) revert E.ConditionCheckFailed();
        uint32 prizeCount = series[counter].prizeCount;
        if (prizeCount == 0) revert E.ConditionCheckFailed();
        _checkSigned(keccak256(abi.encode(MINT_TYPEHASH, minter, counter, cdkey, deadline)), signature);
        tokenId = uint256(cdkey);
        // A cdkey is used once: its token exists from the first mint on and is never burned.
        if (_ownerOf(tokenId) != address(0) || tokenId == 0) revert E.ValidationFailed();
        boxes[tokenId] = Box(
            uint64(counter), uint64(uint256(keccak256(abi.encode(block.prevrandao, tokenId)))), prizeCount, 0, 0, false
        );
        _mint(minter, tokenId);
    }

    /// @notice The holder reveals the salt behind the box's cdkey, with the server's consent, and
    /// receives the prize token of the drawn tier.
    function open(uint256 tokenId, bytes32 salt, bytes calldata signature) external returns (uint32 prize) {
        if (ownerOf(tokenId) != msg.sender) revert E.AddressInvalid(msg.sender);
        Box storage box = boxes[tokenId];
        if (box.opened) revert E.OptionStatusError();
        _checkSigned(keccak256(abi.encode(OPEN_TYPEHASH, tokenId, salt)), signature);
        uint16 tier;
        (prize, tier) = drawOf(tokenId, salt);
        box.prize = prize;
        box.tier = tier;
        box.opened = true;
        uint256 id = box.series;
        Series memory s = series[id];
        address receiver = s.royaltyBps == 0 ? address(0) : royaltyReceivers[id];
        // The box is marked opened before the prize's receiver hook runs, so re-entry finds it spent.
        uint256 prizeTokenId = IKidERC721(s.prizes).mint(msg.sender, _uris[id][tier], receiver, s.royaltyBps);
        emit BoxOpened(tokenId, msg.sender, prize, tier, prizeTokenId, salt, box.entropy);
    }

    /// @notice Recomputes a draw from the public commitment, entropy and salt, for anyone to verify:
    /// prize = uint256(keccak256(abi.encode(salt, entropy, tokenId))) % prizeCount, then its tier.
    function drawOf(uint256 tokenId, bytes32 salt) public view returns (uint32 prize, uint16 tier) {
        if (keccak256(abi.encode(salt)) != bytes32(tokenId)) revert E.HashValueMismatch();
        Box memory box = boxes[tokenId];
        if (box.prizeCount == 0) revert E.ConditionCheckFailed();
        prize = uint32(uint256(keccak256(abi.encode(salt, box.entropy, tokenId))) % box.prizeCount);
        uint32[] storage bounds = _bounds[box.series];
        while (bounds[tier] <= prize) tier++;
    }

    /// @notice Publishes a series once, before its first sale: a prize collection of its own, tier
    /// weights (their sum is the draw's size) with each tier's metadata URI, and the prizes'
    /// royalty. A series never changes afterwards, so every box of it draws under the odds it was
    /// sold with; oddsHash = keccak256(abi.encode(weights, uris)) lets anyone check a copy.
    function setSeries(
        uint256 id,
        string calldata name,
        uint32[] calldata weights,
        string[] calldata uris,
        address royaltyReceiver,
        uint16 royaltyBps
    ) external onlyOperator {
        if (series[id].prizeCount != 0 || id == 0 || id > type(uint64).max) revert E.OptionStatusError();
        if (weights.length == 0 || weights.length != uris.length || weights.length > type(uint16).max) {
            revert E.CheckFail();
        }
        uint32 total;
        for (uint256 i; i < weights.length; i++) {
            if (weights[i] == 0) revert E.CheckFail();
            total += weights[i];
            _bounds[id].push(total);
            _uris[id].push(uris[i]);
        }
        if (royaltyBps != 0 && royaltyReceiver == address(0)) revert E.ZeroAddress();
        address prizes = factory.create721(name, "KBOXP");
        series[id] = Series(prizes, total, royaltyBps);
        royaltyReceivers[id] = royaltyReceiver;
        emit SeriesSet(id, prizes, total, keccak256(abi.encode(weights, uris)));
    }

    function tiersOf(uint256 id) external view returns (uint32[] memory weights, string[] memory uris) {
        uint32[] storage bounds = _bounds[id];
        weights = new uint32[](bounds.length);
        uint32 below;
        for (uint256 i; i < bounds.length; i++) {
            weights[i] = bounds[i] - below;
            below = bounds[i];
        }
        uris = _uris[id];
    }

    function setSigner(address signer_) external onlyOwner {
        if (signer_ == address(0)) revert E.ZeroAddress();
        signer = signer_;
    }

    function _checkSigned(bytes32 structHash, bytes calldata signature) private view {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(_hashTypedDataV4(structHash), signature);
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert E.ValidationFailed();
    }
}
