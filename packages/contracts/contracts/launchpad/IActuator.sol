// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IPad721} from "./IPad721.sol";

/// @notice Deploys launchpad drops as minimal proxies of one Pad721 implementation.
interface IActuator {
    /// @param application The platform's id of the approved application this drop fulfils.
    event DropCreated(uint256 indexed application, address indexed owner, address indexed drop, string name);
    event SignerSet(address signer);

    function create(IPad721.Init calldata init, uint256 application, uint256 deadline, bytes calldata signature)
        external
        returns (address drop);
    function applicationUsed(uint256 application) external view returns (bool);
    function implementation() external view returns (address);
    function signer() external view returns (address);
}
