// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IFundingWallet} from "./IFundingWallet.sol";
import {ZeroAddress} from "../common/Errors.sol";

/// @title FundingWallet
/// @notice Custody of the platform's spending balances. The server keeps the per-user ledger; the
/// contract guarantees that money only leaves against a fresh, single-use server signature and
/// never more than the daily maximum in one UTC day, so a leaked signer key loses at most a day.
contract FundingWallet is IFundingWallet, EIP712, Ownable {
    bytes32 public constant WITHDRAW_TYPEHASH =
        keccak256("Withdraw(address dest,uint256 amount,uint256 expired,uint256 serial)");

    address public immutable usdtToken;
    address public admin;
    address public receiver;
    uint256 public dailyMaxBalance;
    /// @dev Withdrawn on the UTC day of `lastTime`; both in one slot so a withdrawal reads one slot.
    uint128 public dailyBalance;
    uint64 public lastTime;
    mapping(uint256 word => uint256 bits) private _serials;

    /// @param wallet The server's signing address, also the first receiver of swept funds.
    constructor(address wallet, address usdt) EIP712("KID Funding Wallet", "1") Ownable(msg.sender) {
        if (wallet == address(0) || usdt == address(0)) revert ZeroAddress();
        admin = wallet;
        receiver = wallet;
        usdtToken = usdt;
    }

    function balance() public view returns (uint256) {
        return IERC20(usdtToken).balanceOf(address(this));
    }

    function allowance(address owner_) external view returns (uint256) {
        return IERC20(usdtToken).allowance(owner_, address(this));
    }

    /// @notice What has been withdrawn today (UTC); zero once a new day starts.
    function getDailyBalance() public view returns (uint256) {
        return lastTime / 1 days == block.timestamp / 1 days ? dailyBalance : 0;
    }

    function serialUsed(uint256 serial) public view returns (bool) {
        return (_serials[serial >> 8] >> (serial & 0xff)) & 1 == 1;
    }

    /// @notice Deposits for a platform user id; the event carries what actually arrived.
    function transderToId(uint256 id, uint256 amount) external {
        (uint256 received, uint256 after_) = _pull(amount);
        emit RechargeId(id, received, after_);
    }

    /// @notice Deposits for a wallet address.
    function transderToWallet(address account, uint256 amount) external {
        if (account == address(0)) revert ZeroAddress();
        (uint256 received, uint256 after_) = _pull(amount);
        emit RechargeWallet(account, received, after_);
    }

    /// @notice Pays `amount` to `dest` against the admin's EIP-712 signature, once per serial.
    function withdraw(address dest, uint256 amount, uint256 expired, uint256 serial, bytes calldata signature)
        external
    {
        if (block.timestamp > expired) revert WithdrawFailed("signature expired");
        if (serialUsed(serial)) revert WithdrawFailed("serial already used");
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(WITHDRAW_TYPEHASH, dest, amount, expired, serial)));
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
        if (err != ECDSA.RecoverError.NoError || signer != admin) revert WithdrawFailed("invalid signature");
        uint256 spent = getDailyBalance() + amount;
        if (spent > dailyMaxBalance) revert WithdrawFailed("daily maximum exceeded");
        _serials[serial >> 8] |= 1 << (serial & 0xff);
        dailyBalance = uint128(spent);
        lastTime = uint64(block.timestamp);
        _push(dest, amount);
        emit WithdrawNotice(dest, amount, balance());
    }

    /// @notice The owner sweeps `amount` to the receiver (treasury), outside the daily maximum.
    function withdrawAll(uint256 amount) external onlyOwner {
        _push(receiver, amount);
        emit WithdrawNotice(receiver, amount, balance());
    }

    function updateDailyMaxBalance(uint256 newMax) external onlyOwner {
        dailyMaxBalance = newMax;
        emit DailyMaxBalanceUpdated(newMax);
    }

    function updateReceiver(address newReceiver) external onlyOwner {
        if (newReceiver == address(0)) revert ZeroAddress();
        receiver = newReceiver;
        emit ReceiverUpdated(newReceiver);
    }

    function updateAdmin(address newAdmin) external onlyOwner {
        if (newAdmin == address(0)) revert ZeroAddress();
        admin = newAdmin;
        emit AdminUpdated(newAdmin);
    }

    /// @dev Measures the balance change because a fee-charging stablecoin delivers less than sent.
    function _pull(uint256 amount) private returns (uint256 received, uint256 after_) {
        if (amount == 0) revert TransferFailed("amount is zero");
        uint256 before = balance();
        _call(abi.encodeCall(IERC20.transferFrom, (msg.sender, address(this), amount)));
        after_ = balance();
        received = after_ - before;
    }

    function _push(address to, uint256 amount) private {
        if (to == address(0)) revert ZeroAddress();
        _call(abi.encodeCall(IERC20.transfer, (to, amount)));
    }

    /// @dev Like SafeERC20 (USDT returns nothing), but failing with the spec's TransferFailed.
    function _call(bytes memory data) private {
        (bool ok, bytes memory ret) = usdtToken.call(data);
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert TransferFailed("token transfer failed");
    }
}
