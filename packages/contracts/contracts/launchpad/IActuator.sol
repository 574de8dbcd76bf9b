// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IPad721} from "./IPad721.sol";

/// @notice Deploys launchpad drops as minimal proxies of one Pad721 implementation.
interface IActuator {
    event DropCreated(address indexed owner, address indexed drop, string name);

    function create(IPad721.Init calldata init) external returns (address drop);
    function implementation() external view returns (address);
}
