// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

interface IOpen {
    function open(uint256 tokenId, bytes32 salt, bytes calldata signature) external returns (uint32);
}

/// @title BoxReroller
/// @notice Test attacker: opens a blind box it holds and reverts unless the prize is the one it
/// wants, hoping to draw again in a later transaction.
contract BoxReroller {
    error Unlucky(uint32 prize);

    function openFor(address box, uint256 tokenId, bytes32 salt, bytes calldata signature, uint32 wanted) external {
        uint32 prize = IOpen(box).open(tokenId, salt, signature);
        if (prize != wanted) revert Unlucky(prize);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }
}
