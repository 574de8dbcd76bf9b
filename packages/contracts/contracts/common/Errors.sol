// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The contract error names of the product specification (000 §8), shared so that every
/// contract reverts with the same selector for the same kind of mistake and the web client can map
/// one selector to one message.

/// @dev A non-zero address that is not the one this action needs (wrong caller, wrong holder).
error AddressInvalid(address account);
/// @dev Two addresses that must be equal differ (signer of an offer vs its bidder, seller vs caller).
error AddressMismatch(address expected, address actual);
/// @dev A configuration or sum check failed (fees above the price, royalty above its cap).
error CheckFail();
/// @dev A business condition does not hold yet or any more (reserve, raise, limits, time window).
error ConditionCheckFailed();
/// @dev A hash or proof does not match its commitment (merkle root, reveal commitment).
error HashValueMismatch();
/// @dev Paid less than the action costs.
error InsufficientAmount(uint256 required, uint256 paid);
/// @dev An amount outside what the action accepts (zero, above the listing, overpaid ETH).
error InvalidAmount(uint256 amount);
/// @dev A listing channel the action does not serve.
error InvalidChannel(uint8 channel);
/// @dev A currency the action does not accept.
error InvalidCurrency(address currency);
/// @dev An offer that is expired, cancelled or for another listing.
error InvalidOffer();
/// @dev A listing that is not open: not started, ended, cancelled or filled.
error OptionStatusError();
/// @dev A signature that does not recover to the expected signer, or a used serial.
error ValidationFailed();
/// @dev The zero address where a real one is required.
error ZeroAddress();
