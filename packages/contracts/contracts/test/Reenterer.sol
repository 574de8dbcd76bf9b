// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Reenterer
/// @notice Test attacker: forwards arbitrary calls, and when it receives ETH, an ERC-721 or an
/// ERC-1155 it calls back into `target` with prepared calldata, bubbling up any revert so a test
/// sees exactly why the re-entry failed.
contract Reenterer {
    address public target;
    bytes public data;
    uint256 public value;
    bool public armed;
    uint256 public hits;

    function arm(address target_, bytes calldata data_, uint256 value_) external {
        target = target_;
        data = data_;
        value = value_;
        armed = true;
    }

    function execute(address to, bytes calldata callData, uint256 callValue) external payable returns (bytes memory) {
        (bool ok, bytes memory ret) = to.call{value: callValue}(callData);
        if (!ok) _bubble(ret);
        return ret;
    }

    receive() external payable {
        _strike();
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        _strike();
        return this.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external returns (bytes4) {
        _strike();
        return this.onERC1155Received.selector;
    }

    function _strike() private {
        if (!armed) return;
        armed = false;
        hits++;
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        if (!ok) _bubble(ret);
    }

    function _bubble(bytes memory ret) private pure {
        assembly {
            revert(add(ret, 32), mload(ret))
        }
    }
}
