// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What the two creator collection kinds share: clone initialisation, an owner, and the
/// open-mint switch that turns a collection into the platform's shared one anyone may mint into.
interface IKidCollection {
    event OpenMintSet(bool open);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function initialize(string calldata name_, string calldata symbol_, address owner_) external;
    function owner() external view returns (address);
    function openMint() external view returns (bool);
    function setOpenMint(bool open) external;
    function transferOwnership(address newOwner) external;
}
