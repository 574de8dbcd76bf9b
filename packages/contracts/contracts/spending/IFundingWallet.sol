// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The funding wallet of spec 000 §3: stablecoin deposits credited to a platform user id
/// or a wallet, and withdrawals the server authorises with a signature, capped per day. The
/// function names are the spec's, misspelling ("transder") included, because clients call them.
interface IFundingWallet {
    event RechargeId(uint256 indexed id, uint256 amount, uint256 balance);
    event RechargeWallet(address indexed account, uint256 amount, uint256 balance);
    event WithdrawNotice(address indexed account, uint256 amount, uint256 balance);
    event DailyMaxBalanceUpdated(uint256 dailyMaxBalance);
    event ReceiverUpdated(address receiver);
    event AdminUpdated(address admin);

    error TransferFailed(string message);
    error WithdrawFailed(string message);

    function dailyBalance() external view returns (uint128);
    function dailyMaxBalance() external view returns (uint256);
    function lastTime() external view returns (uint64);
    function admin() external view returns (address);
    function receiver() external view returns (address);
    function balance() external view returns (uint256);
    function allowance(address owner) external view returns (uint256);
    function usdtToken() external view returns (address);
    function getDailyBalance() external view returns (uint256);
    function serialUsed(uint256 serial) external view returns (bool);

    function transderToId(uint256 id, uint256 amount) external;
    function transderToWallet(address account, uint256 amount) external;
    function withdraw(address dest, uint256 amount, uint256 expired, uint256 serial, bytes calldata signature)
        external;
    function withdrawAll(uint256 amount) external;
    function updateDailyMaxBalance(uint256 newMax) external;
    function updateReceiver(address newReceiver) external;
    function updateAdmin(address newAdmin) external;
}
