// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IBlindBox} from "./IBlindBox.sol";
import "../common/Errors.sol" as E;

/// @title BlindBox
/// @notice The cdkey the server hands out is keccak256(salt): a commitment published before the
/// mint. The mint mixes in the block's randomness, which the server could not know when it chose
/// the salt, and the open reveals the salt, so the prize = H(salt, mint entropy, id) % prizes is
/// fixed at mint, unknown to everyone until the reveal, and checkable by anyone afterwards.
/// Because nothing in open() depends on the opening transaction, reverting it and trying again
/// (the classic re-roll) always draws the same prize. The token id is the cdkey itself, so a
/// used cdkey cannot mint twice without any extra storage.
contract BlindBox is IBlindBox, ERC721, EIP712, Ownable {
    bytes32 public constant MINT_TYPEHASH = keccak256("Mint(address minter,uint256 counter,bytes32 cdkey)");
    bytes32 public constant OPEN_TYPEHASH = keccak256("Open(uint256 tokenId,bytes32 salt)");

    address public signer;
    mapping(uint256 series => uint32 prizeCount) public prizeCounts;
    mapping(uint256 tokenId => Box) public boxes;

    constructor(address owner_, address signer_) ERC721("KID Blind Box", "KBOX") EIP712("KID BlindBox", "1") Ownable(owner_) {
        if (signer_ == address(0)) revert E.ZeroAddress();
        signer = signer_;
    }

    /// @param counter The box series (its prize table); the signature binds minter, series and cdkey.
    function mint(address minter, uint256 counter, bytes32 cdkey, bytes calldata signature)
        external
        returns (uint256 tokenId)
    {
        if (minter == address(0)) revert E.ZeroAddress();
        uint32 prizeCount = prizeCounts[counter];
        if (prizeCount == 0) revert E.ConditionCheckFailed();
        _checkSigned(keccak256(abi.encode(MINT_TYPEHASH, minter, counter, cdkey)), signature);
        tokenId = uint256(cdkey);
        // A cdkey is used once: its token exists from the first mint on and is never burned.
        if (_ownerOf(tokenId) != address(0) || tokenId == 0) revert E.ValidationFailed();
        // The prize table is frozen into the box so a later setSeries cannot change its draw.
        boxes[tokenId] =
            Box(uint64(counter), uint64(uint256(keccak256(abi.encode(block.prevrandao, tokenId)))), prizeCount, 0, false);
        _mint(minter, tokenId);
    }

    /// @notice The holder reveals the salt behind the box's cdkey, with the server's consent.
    function open(uint256 tokenId, bytes32 salt, bytes calldata signature) external returns (uint32 prize) {
        if (ownerOf(tokenId) != msg.sender) revert E.AddressInvalid(msg.sender);
        Box storage box = boxes[tokenId];
        if (box.opened) revert E.OptionStatusError();
        _checkSigned(keccak256(abi.encode(OPEN_TYPEHASH, tokenId, salt)), signature);
        prize = drawOf(tokenId, salt);
        box.prize = prize;
        box.opened = true;
        emit BoxOpened(tokenId, msg.sender, prize, salt);
    }

    /// @notice Recomputes a draw from the public commitment, entropy and salt, for anyone to verify.
    function drawOf(uint256 tokenId, bytes32 salt) public view returns (uint32) {
        if (keccak256(abi.encode(salt)) != bytes32(tokenId)) revert E.HashValueMismatch();
        Box memory box = boxes[tokenId];
        return uint32(uint256(keccak256(abi.encode(salt, box.entropy, tokenId))) % box.prizeCount);
    }

    function setSeries(uint256 series, uint32 prizeCount) external onlyOwner {
        prizeCounts[series] = prizeCount;
        emit SeriesSet(series, prizeCount);
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
