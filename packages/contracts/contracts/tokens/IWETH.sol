// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice Wrapped ether: the ERC-20 form of ETH that offers and auction bids are made in, because a
/// signed offer can only be pulled from an allowance, never from a plain ETH balance.
interface IWETH is IERC20 {
    event Deposit(address indexed account, uint256 amount);
    event Withdrawal(address indexed account, uint256 amount);

    function deposit() external payable;
    function withdraw(uint256 amount) external;
}
