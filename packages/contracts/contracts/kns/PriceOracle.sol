// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IPriceOracle} from "./IPriceOracle.sol";
import {ConditionCheckFailed, InvalidCurrency} from "../common/Errors.sol";

/// @title PriceOracle
/// @notice Prices a .kid name per year by its length in characters (not bytes, so an emoji counts
/// once), in ETH (address 0) or the stablecoin. Names under four characters are not sold.
contract PriceOracle is IPriceOracle, Ownable {
    uint256 public constant MIN_LENGTH = 4;

    mapping(address currency => uint256[2] yearly) private _prices;

    constructor(address owner_) Ownable(owner_) {}

    function setPrices(address currency, uint256 fourChars, uint256 fivePlusChars) external onlyOwner {
        _prices[currency] = [fourChars, fivePlusChars];
        emit PricesSet(currency, fourChars, fivePlusChars);
    }

    function yearlyPrice(address currency, uint256 length) public view returns (uint256) {
        if (length < MIN_LENGTH) revert ConditionCheckFailed();
        uint256 yearly = _prices[currency][length == MIN_LENGTH ? 0 : 1];
        if (yearly == 0) revert InvalidCurrency(currency);
        return yearly;
    }

    /// @dev Rounded up, so splitting a term into many short renewals never costs less.
    function price(string calldata label, uint256 duration, address currency) external view returns (uint256) {
        uint256 yearly = yearlyPrice(currency, strlen(label));
        return (yearly * duration + 365 days - 1) / 365 days;
    }

    /// @notice Length in UTF-8 code points, counted from each code point's leading byte.
    function strlen(string calldata label) public pure returns (uint256 len) {
        bytes calldata b = bytes(label);
        for (uint256 i; i < b.length; ++len) {
            uint8 c = uint8(b[i]);
            i += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        }
    }
}
