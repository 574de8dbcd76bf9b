// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IRegistry} from "./IRegistry.sol";
import {IResolver} from "./IResolver.sol";
import {IPriceOracle} from "./IPriceOracle.sol";
import "../common/Errors.sol" as E;

/// @title Registry
/// @notice .kid names. Registration needs a server signature bound to the label, the owner, the
/// duration, the price and a short deadline: a front-runner who copies the transaction can only
/// register the name for the same owner, so the one-transaction flow needs no ENS-style commit and
/// wait. Renewal signatures are bound to the current expiration, so each can be used once. A
/// signed price that no longer matches the oracle's is refused, so a price change is never paid
/// unseen.
contract Registry is IRegistry, ERC721, EIP712, Ownable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 public constant REGISTER_TYPEHASH = keccak256(
        "Register(string label,address owner,uint256 duration,address currency,uint256 price,bool whitelisted,uint256 deadline)"
    );
    bytes32 public constant RENEW_TYPEHASH = keccak256(
        "Renew(uint256 tokenId,uint256 duration,address currency,uint256 price,uint64 expiration,uint256 deadline)"
    );
    /// @dev After expiry only the holder may renew, for this long, as in ENS; then anyone may register it.
    uint64 public constant GRACE_PERIOD = 90 days;
    uint256 public constant MIN_DURATION = 28 days;

    struct Stored {
        uint64 expiration;
        bool whitelisted;
    }

    address public signer;
    address public treasury;
    IPriceOracle public immutable oracle;
    IResolver public resolver;
    mapping(uint256 tokenId => Stored) private _records;
    mapping(uint256 tokenId => string) private _labels;

    constructor(address owner_, address signer_, address treasury_, IPriceOracle oracle_)
        ERC721("KID Name Service", "KNS")
        EIP712("KID Registry", "1")
        Ownable(owner_)
    {
        if (signer_ == address(0) || treasury_ == address(0)) revert E.ZeroAddress();
        signer = signer_;
        treasury = treasury_;
        oracle = oracle_;
    }

    /// @notice Registers `label`.kid for `owner`, pays its price (free for whitelisted names),
    /// points it at the owner and optionally makes it the owner's default name.
    function register(
        string calldata label,
        address owner_,
        uint256 duration,
        address currency,
        uint256 price,
        bool whitelisted,
        bool setDefault,
        uint256 deadline,
        bytes calldata signature
    ) external payable nonReentrant returns (uint256 tokenId) {
        if (owner_ == address(0)) revert E.ZeroAddress();
        if (bytes(label).length == 0) revert E.InvalidAmount(0);
        if (duration < MIN_DURATION) revert E.InvalidAmount(duration);
        if (setDefault && msg.sender != owner_) revert E.AddressMismatch(owner_, msg.sender);
        tokenId = uint256(keccak256(bytes(label)));
        Stored memory r = _records[tokenId];
        if (r.expiration + GRACE_PERIOD >= block.timestamp && r.expiration != 0) revert E.ConditionCheckFailed();
        _checkSigned(
            keccak256(
                abi.encode(
                    REGISTER_TYPEHASH,
                    keccak256(bytes(label)),
                    owner_,
                    duration,
                    currency,
                    price,
                    whitelisted,
                    deadline
                )
            ),
            deadline,
            signature
        );
        _checkPrice(whitelisted ? 0 : oracle.price(label, duration, currency), price);
        uint64 expiration = uint64(block.timestamp + duration);
        if (r.expiration == 0) _labels[tokenId] = label;
        else if (_ownerOf(tokenId) != address(0)) _burn(tokenId);
        _records[tokenId] = Stored(expiration, whitelisted);
        _mint(owner_, tokenId);
        IResolver res = resolver;
        if (address(res) != address(0)) res.setRecordsFor(tokenId, owner_, setDefault);
        emit NameRegistered(tokenId, label, owner_, expiration, whitelisted);
        _collect(currency, price);
    }

    /// @notice Extends a live name (anyone may pay) or one in its grace period (only its holder);
    /// the signature must be fresh.
    function renew(
        uint256 tokenId,
        uint256 duration,
        address currency,
        uint256 price,
        uint256 deadline,
        bytes calldata signature
    ) external payable nonReentrant {
        _renew(tokenId, duration, currency, price, deadline, signature);
        _collect(currency, price);
    }

    /// @notice Renews several names in one transaction, all paid in `currency`; any refused one
    /// reverts the whole batch, so nobody pays for half of what they asked.
    function renewMany(Renewal[] calldata renewals, address currency) external payable nonReentrant {
        uint256 total;
        for (uint256 i; i < renewals.length; ++i) {
            Renewal calldata r = renewals[i];
            _renew(r.tokenId, r.duration, currency, r.price, r.deadline, r.signature);
            total += r.price;
        }
        _collect(currency, total);
    }

    function available(string calldata label) external view returns (bool) {
        uint64 expiration = _records[uint256(keccak256(bytes(label)))].expiration;
        return expiration == 0 || expiration + GRACE_PERIOD < block.timestamp;
    }

    function isLive(uint256 tokenId) public view returns (bool) {
        return _records[tokenId].expiration >= block.timestamp;
    }

    /// @notice The holder of a live name, or the zero address: one call for the resolver's reads.
    function holderOf(uint256 tokenId) external view returns (address) {
        return isLive(tokenId) ? _ownerOf(tokenId) : address(0);
    }

    function record(uint256 tokenId) external view returns (Record memory) {
        Stored memory r = _records[tokenId];
        return Record(tokenId, _labels[tokenId], r.expiration, isLive(tokenId) ? _ownerOf(tokenId) : address(0), r.whitelisted);
    }

    function labelOf(uint256 tokenId) external view returns (string memory) {
        return _labels[tokenId];
    }

    /// @dev An expired name has no owner, like ENS's base registrar; its token cannot move either.
    function ownerOf(uint256 tokenId) public view override(ERC721, IRegistry) returns (address) {
        if (!isLive(tokenId)) revert ERC721NonexistentToken(tokenId);
        return super.ownerOf(tokenId);
    }

    function setResolver(IResolver resolver_) external onlyOwner {
        resolver = resolver_;
        emit ResolverSet(address(resolver_));
    }

    function setSigner(address signer_) external onlyOwner {
        if (signer_ == address(0)) revert E.ZeroAddress();
        signer = signer_;
        emit SignerSet(signer_);
    }

    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert E.ZeroAddress();
        treasury = treasury_;
    }

    /// @notice Sends collected ETH to the treasury; kept out of register to save each buyer a transfer.
    function withdraw() external {
        (bool ok,) = treasury.call{value: address(this).balance}("");
        if (!ok) revert E.AddressInvalid(treasury);
    }

    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        if (auth != address(0) && !isLive(tokenId)) revert ERC721NonexistentToken(tokenId);
        return super._update(to, tokenId, auth);
    }

    function _renew(
        uint256 tokenId,
        uint256 duration,
        address currency,
        uint256 price,
        uint256 deadline,
        bytes calldata signature
    ) private {
        Stored storage stored = _records[tokenId];
        uint64 expiration = stored.expiration;
        if (expiration == 0 || expiration + GRACE_PERIOD < block.timestamp) revert E.OptionStatusError();
        // In the grace period the name is the holder's to keep or let go, not a third party's.
        if (expiration < block.timestamp && _ownerOf(tokenId) != msg.sender) {
            revert E.AddressMismatch(_ownerOf(tokenId), msg.sender);
        }
        if (duration < MIN_DURATION) revert E.InvalidAmount(duration);
        _checkSigned(
            keccak256(abi.encode(RENEW_TYPEHASH, tokenId, duration, currency, price, expiration, deadline)),
            deadline,
            signature
        );
        _checkPrice(stored.whitelisted ? 0 : oracle.price(_labels[tokenId], duration, currency), price);
        expiration += uint64(duration);
        stored.expiration = expiration;
        emit NameRenewed(tokenId, expiration);
    }

    /// @dev The signed price must be today's: a changed oracle price needs a fresh signature.
    function _checkPrice(uint256 cost, uint256 signed) private pure {
        if (cost != signed) revert E.InvalidAmount(cost);
    }

    function _checkSigned(bytes32 structHash, uint256 deadline, bytes calldata signature) private view {
        if (block.timestamp > deadline) revert E.ValidationFailed();
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(_hashTypedDataV4(structHash), signature);
        if (err != ECDSA.RecoverError.NoError || recovered != signer) revert E.ValidationFailed();
    }

    /// @dev ETH stays here until withdraw(); the excess is refunded last, after every state change.
    function _collect(address currency, uint256 cost) private {
        if (currency == address(0)) {
            if (msg.value < cost) revert E.InsufficientAmount(cost, msg.value);
            if (msg.value > cost) {
                (bool ok,) = msg.sender.call{value: msg.value - cost}("");
                if (!ok) revert E.AddressInvalid(msg.sender);
            }
        } else {
            if (msg.value != 0) revert E.InvalidAmount(msg.value);
            if (cost != 0) IERC20(currency).safeTransferFrom(msg.sender, treasury, cost);
        }
    }
}
