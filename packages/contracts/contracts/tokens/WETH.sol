// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IWETH} from "./IWETH.sol";
import {InsufficientAmount} from "../common/Errors.sol";

/// @title WETH
/// @notice WETH9 on OpenZeppelin's ERC-20: one token per wei, minted on deposit, burned on withdraw.
contract WETH is ERC20, IWETH {
    error EthTransferFailed();

    constructor() ERC20("Wrapped Ether", "WETH") {}

    /// @dev Plain sends wrap, like WETH9, so wallets can wrap with a transfer.
    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    /// @dev Burns before sending so a re-entering receiver sees its balance already reduced.
    function withdraw(uint256 amount) external {
        uint256 balance = balanceOf(msg.sender);
        if (balance < amount) revert InsufficientAmount(amount, balance);
        _burn(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert EthTransferFailed();
    }
}
