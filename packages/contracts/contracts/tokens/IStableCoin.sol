// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice The USDT-like stablecoin of the spec: 6 decimals, pause, blacklist and a transfer fee with
/// the same parameter names as Tether's contract so tools written for USDT read it unchanged.
interface IStableCoin is IERC20 {
    event Pause();
    event Unpause();
    event AddedBlackList(address indexed account);
    event RemovedBlackList(address indexed account);
    event DestroyedBlackFunds(address indexed account, uint256 amount);
    event Params(uint256 feeBasisPoints, uint256 maxFee);
    event Issue(uint256 amount);
    event Redeem(uint256 amount);

    error TokenPaused();
    error Blacklisted(address account);

    function paused() external view returns (bool);
    function isBlackListed(address account) external view returns (bool);
    function basisPointsRate() external view returns (uint64);
    function maximumFee() external view returns (uint128);
    function pause() external;
    function unpause() external;
    function addBlackList(address account) external;
    function removeBlackList(address account) external;
    function destroyBlackFunds(address account) external;
    function setParams(uint256 newBasisPoints, uint256 newMaxFee) external;
    function issue(uint256 amount) external;
    function redeem(uint256 amount) external;
}
