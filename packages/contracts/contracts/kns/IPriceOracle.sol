// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Yearly .kid name prices by length (four characters; five or more) and currency.
interface IPriceOracle {
    event PricesSet(address indexed currency, uint256 fourChars, uint256 fivePlusChars);

    function setPrices(address currency, uint256 fourChars, uint256 fivePlusChars) external;
    function yearlyPrice(address currency, uint256 length) external view returns (uint256);
    function price(string calldata label, uint256 duration, address currency) external view returns (uint256);
    function strlen(string calldata label) external pure returns (uint256);
}
