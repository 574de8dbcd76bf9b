// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {CheckFail, ZeroAddress} from "../common/Errors.sol";

/// @title TokenRoyalty
/// @notice ERC-2981 with one royalty per token, stored as the spec says as a small integer (basis
/// points in a uint16) packed with its receiver into a single slot, so minting with a royalty costs
/// one storage write rather than OpenZeppelin's receiver + uint96 pair.
abstract contract TokenRoyalty is IERC2981 {
    /// @dev 10 %: a cap so a listing's royalty can never swallow the seller's proceeds.
    uint16 public constant MAX_ROYALTY_BPS = 1000;

    mapping(uint256 tokenId => uint256 packed) private _royalties;

    function royaltyInfo(uint256 tokenId, uint256 salePrice) public view returns (address, uint256) {
        uint256 packed = _royalties[tokenId];
        return (address(uint160(packed)), salePrice * (packed >> 160) / 10_000);
    }

    /// @notice The royalty of a token as stored: receiver and basis points.
    function royaltyOf(uint256 tokenId) external view returns (address receiver, uint16 bps) {
        uint256 packed = _royalties[tokenId];
        return (address(uint160(packed)), uint16(packed >> 160));
    }

    function _setRoyalty(uint256 tokenId, address receiver, uint16 bps) internal {
        if (bps > MAX_ROYALTY_BPS) revert CheckFail();
        if (bps == 0) return;
        if (receiver == address(0)) revert ZeroAddress();
        _royalties[tokenId] = uint256(uint160(receiver)) | (uint256(bps) << 160);
    }
}
