// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IActuator} from "./IActuator.sol";
import {IPad721} from "./IPad721.sol";
import "../common/Errors.sol" as E;

/// @title Actuator
/// @notice The launchpad is curated but the creator deploys: an operator approves an application,
/// the platform signer signs the whole init record for it, and the creator's own wallet sends
/// create() and so owns the drop and pays its gas. The signature binds every init field, the
/// application (usable once), a deadline, this contract and the chain, so an approval cannot be
/// replayed, stretched past its deadline or reused with other terms. Each drop is a clone
/// initialised in the same transaction, which leaves no window to initialise it first.
contract Actuator is IActuator, EIP712, Ownable {
    bytes32 public constant INIT_TYPEHASH = keccak256(
        "Init(string name,string symbol,string uri,address owner,address receiver,bytes32 whiteRoot,uint32 start,uint32 end,uint32 total,uint32 singleAdd,uint32 singleTim,uint128 fee,uint16 royal,bool isWhite)"
    );
    bytes32 public constant CREATE_TYPEHASH = keccak256(
        "Create(uint256 application,Init init,uint256 deadline)Init(string name,string symbol,string uri,address owner,address receiver,bytes32 whiteRoot,uint32 start,uint32 end,uint32 total,uint32 singleAdd,uint32 singleTim,uint128 fee,uint16 royal,bool isWhite)"
    );

    address public immutable implementation;
    address public signer;
    /// @dev One bit per application id, 256 to a slot.
    mapping(uint256 word => uint256 bits) private _used;

    constructor(address owner_, address signer_, address implementation_)
        EIP712("KID Actuator", "1")
        Ownable(owner_)
    {
        if (signer_ == address(0) || implementation_ == address(0)) revert E.ZeroAddress();
        signer = signer_;
        implementation = implementation_;
    }

    /// @notice Deploys the drop of an approved application; only its owner may send it.
    function create(IPad721.Init calldata init, uint256 application, uint256 deadline, bytes calldata signature)
        external
        returns (address drop)
    {
        if (msg.sender != init.owner) revert E.AddressMismatch(init.owner, msg.sender);
        if (block.timestamp > deadline || applicationUsed(application)) revert E.ValidationFailed();
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(CREATE_TYPEHASH, application, _hashInit(init), deadline)));
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert E.ValidationFailed();
        _used[application >> 8] |= 1 << (application & 0xff);
        drop = Clones.clone(implementation);
        IPad721(drop).initialize(init);
        emit DropCreated(application, init.owner, drop, init.name);
    }

    function applicationUsed(uint256 application) public view returns (bool) {
        return (_used[application >> 8] >> (application & 0xff)) & 1 == 1;
    }

    function setSigner(address signer_) external onlyOwner {
        if (signer_ == address(0)) revert E.ZeroAddress();
        signer = signer_;
        emit SignerSet(signer_);
    }

    function _hashInit(IPad721.Init calldata c) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                INIT_TYPEHASH,
                keccak256(bytes(c.name)),
                keccak256(bytes(c.symbol)),
                keccak256(bytes(c.uri)),
                c.owner,
                c.receiver,
                c.whiteRoot,
                c.start,
                c.end,
                c.total,
                c.singleAdd,
                c.singleTim,
                c.fee,
                c.royal,
                c.isWhite
            )
        );
    }
}
