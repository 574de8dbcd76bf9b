// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IActuator} from "./IActuator.sol";
import {IPad721} from "./IPad721.sol";

/// @title Actuator
/// @notice The launchpad is curated, so only the platform creates drops; each drop is a clone
/// initialised in the same transaction, which leaves no window to initialise it first.
contract Actuator is IActuator, Ownable {
    address public immutable implementation;

    constructor(address owner_, address implementation_) Ownable(owner_) {
        implementation = implementation_;
    }

    function create(IPad721.Init calldata init) external onlyOwner returns (address drop) {
        drop = Clones.clone(implementation);
        IPad721(drop).initialize(init);
        emit DropCreated(init.owner, drop, init.name);
    }
}
