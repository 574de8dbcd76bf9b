// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IStableCoin} from "./IStableCoin.sol";
import {CheckFail} from "../common/Errors.sol";

/// @title StableCoin
/// @notice A USDT-like token. The fee is taken from the amount sent (the receiver gets less), exactly
/// as Tether does, so contracts that accept it must measure what arrived rather than trust `value`.
contract StableCoin is ERC20, Ownable, IStableCoin {
    /// @dev Tether's caps: at most 0.2 % and 50 whole tokens per transfer.
    uint256 private constant MAX_BASIS_POINTS = 20;
    uint256 private constant MAX_FEE_TOKENS = 50;

    bool public paused;
    uint64 public basisPointsRate;
    uint128 public maximumFee;
    mapping(address => bool) public isBlackListed;

    constructor(string memory name_, string memory symbol_, uint256 initialSupply, address owner_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        _mint(owner_, initialSupply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function transfer(address to, uint256 value) public override(ERC20, IERC20) returns (bool) {
        _transferWithFee(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public override(ERC20, IERC20) returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transferWithFee(from, to, value);
        return true;
    }

    function pause() external onlyOwner {
        paused = true;
        emit Pause();
    }

    function unpause() external onlyOwner {
        paused = false;
        emit Unpause();
    }

    function addBlackList(address account) external onlyOwner {
        isBlackListed[account] = true;
        emit AddedBlackList(account);
    }

    function removeBlackList(address account) external onlyOwner {
        isBlackListed[account] = false;
        emit RemovedBlackList(account);
    }

    /// @dev Burns a blacklisted holder's balance, as Tether can; only ever for a listed account.
    function destroyBlackFunds(address account) external onlyOwner {
        if (!isBlackListed[account]) revert Blacklisted(account);
        uint256 amount = balanceOf(account);
        // ERC20._update directly: the owner's burn must pass the blacklist guard of our _update.
        ERC20._update(account, address(0), amount);
        emit DestroyedBlackFunds(account, amount);
    }

    function setParams(uint256 newBasisPoints, uint256 newMaxFee) external onlyOwner {
        if (newBasisPoints >= MAX_BASIS_POINTS || newMaxFee >= MAX_FEE_TOKENS * 10 ** decimals()) revert CheckFail();
        basisPointsRate = uint64(newBasisPoints);
        maximumFee = uint128(newMaxFee);
        emit Params(newBasisPoints, newMaxFee);
    }

    function issue(uint256 amount) external onlyOwner {
        _mint(owner(), amount);
        emit Issue(amount);
    }

    function redeem(uint256 amount) external onlyOwner {
        _burn(owner(), amount);
        emit Redeem(amount);
    }

    function _transferWithFee(address from, address to, uint256 value) private {
        uint256 rate = basisPointsRate;
        if (rate != 0) {
            uint256 fee = value * rate / 10_000;
            if (fee > maximumFee) fee = maximumFee;
            if (fee != 0) {
                _transfer(from, owner(), fee);
                value -= fee;
            }
        }
        _transfer(from, to, value);
    }

    /// @dev The blacklist and pause guard every balance change except the owner's burn of black funds.
    function _update(address from, address to, uint256 value) internal override {
        if (paused) revert TokenPaused();
        if (isBlackListed[from]) revert Blacklisted(from);
        if (isBlackListed[to]) revert Blacklisted(to);
        super._update(from, to, value);
    }
}
