// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IExchange} from "./IExchange.sol";
import "../common/Errors.sol" as E;

/// @title Exchange
/// @notice Settles signed listings. Nothing about a listing is stored until it is used: a used or
/// cancelled listing is one bit in its signer's nonce bitmap (so a seller listing with sequential
/// nonces pays a fresh slot only once per 256 orders), cancel-all raises a nonce floor, and only a
/// partly filled ERC-1155 listing keeps a filled count. Buyers, fee recipient and royalty receiver
/// are paid before the item moves, and every entry point is non-reentrant.
contract Exchange is IExchange, EIP712, Ownable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    bytes32 public constant OPTION_TYPEHASH = keccak256(
        "Option(uint8 channel,address collection,uint256 tokenId,uint256 amount,address signer,uint256 nonce,uint64 startTime,uint64 endTime,uint256 price,address currency,uint16 royaltyRate)"
    );
    /// @dev One signature over the merkle root of many listings lists them all at once.
    bytes32 public constant BATCH_TYPEHASH = keccak256("OptionBatch(bytes32 root)");
    bytes32 public constant OFFER_TYPEHASH =
        keccak256("Offer(bytes32 optionHash,address bidder,uint256 price,uint64 expireTime)");

    uint8 public constant CHANNEL_AUCTION = 1;
    uint8 public constant CHANNEL_ERC1155 = 2;
    /// @dev Currency flags: accepted for fixed-price purchases, accepted for offers and bids.
    uint8 public constant CURRENCY_FIXED = 1;
    uint8 public constant CURRENCY_BID = 2;
    uint16 public constant MAX_FEE_BPS = 1000;
    /// @dev Zora's auction house rules: a late bid extends the end to 15 minutes after it and every
    /// bid must beat the last by 5 %, so a bid in the last seconds cannot snipe the auction.
    uint64 public constant TIME_BUFFER = 15 minutes;
    uint256 public constant MIN_RAISE_BPS = 500;
    /// @dev After this long past the end a winning bidder whose item was never delivered gets the
    /// escrow back.
    uint64 public constant DELIVERY_WINDOW = 3 days;

    /// @dev fee recipient (160 bits) | fixed-price fee bps << 160 | auction fee bps << 176: one slot.
    uint256 private _fees;
    mapping(address signer => mapping(uint256 word => uint256 bits)) private _nonceBits;
    mapping(address signer => uint256) public minNonce;
    mapping(bytes32 optionHash => uint256) public filled;
    mapping(address currency => uint8 flags) public currencies;
    mapping(bytes32 offerHash => bool) public offerCancelled;
    mapping(bytes32 optionHash => Auction) private _auctions;

    constructor(address owner_, address feeRecipient, uint16 fixedPriceBps, uint16 auctionBps)
        EIP712("KID Exchange", "1")
        Ownable(owner_)
    {
        _setFees(feeRecipient, fixedPriceBps, auctionBps);
        currencies[address(0)] = CURRENCY_FIXED;
        emit CurrencyUpdated(address(0), CURRENCY_FIXED);
    }

    // ------------------------------------------------------------------ fixed price

    /// @notice Buys `amount` units of a fixed-price listing; ETH listings take exactly price * amount.
    function buy(Option calldata o, Signature calldata sig, bytes32[] calldata proof, uint256 amount)
        external
        payable
        nonReentrant
    {
        if (o.channel & CHANNEL_AUCTION != 0) revert E.InvalidChannel(o.channel);
        if (msg.sender == o.signer) revert E.AddressInvalid(msg.sender);
        bytes32 hash = _validate(o, sig, proof);
        _consume(o, hash, amount);
        uint256 total = o.price * amount;
        if (o.currency == address(0)) {
            if (msg.value < total) revert E.InsufficientAmount(total, msg.value);
            if (msg.value > total) revert E.InvalidAmount(msg.value);
        } else {
            if (currencies[o.currency] & CURRENCY_FIXED == 0) revert E.InvalidCurrency(o.currency);
            if (msg.value != 0) revert E.InvalidAmount(msg.value);
        }
        _distribute(o, total, msg.sender, 160);
        _deliver(o, msg.sender, amount);
        emit OptionFilled(hash, o.signer, msg.sender, amount, total);
    }

    // ------------------------------------------------------------------ offers

    /// @notice The seller accepts a signed ERC-20 offer for the whole of an open fixed-price listing.
    /// @dev The seller's own call authorises the sale, so the listing's signature is not needed; its
    /// nonce and time window still are, so a cancelled listing cannot be sold through an offer.
    function acceptOffer(Option calldata o, Offer calldata ofr, Signature calldata offerSig) external nonReentrant {
        if (msg.sender != o.signer) revert E.AddressMismatch(o.signer, msg.sender);
        if (o.channel & CHANNEL_AUCTION != 0 || o.channel > 3) revert E.InvalidChannel(o.channel);
        if (o.channel & CHANNEL_ERC1155 == 0 ? o.amount != 1 : o.amount == 0) revert E.InvalidAmount(o.amount);
        _checkOpen(o);
        bytes32 hash = hashOption(o);
        if (ofr.optionHash != hash) revert E.HashValueMismatch();
        if (block.timestamp > ofr.expireTime) revert E.InvalidOffer();
        if (ofr.bidder == address(0)) revert E.ZeroAddress();
        if (ofr.bidder == o.signer) revert E.AddressInvalid(ofr.bidder);
        bytes32 offerHash = hashOffer(ofr);
        if (offerCancelled[offerHash]) revert E.InvalidOffer();
        _checkSignature(_hashTypedDataV4(offerHash), offerSig, ofr.bidder);
        if (currencies[o.currency] & CURRENCY_BID == 0) revert E.InvalidCurrency(o.currency);
        if (filled[hash] != 0) revert E.OptionStatusError();
        _useNonce(o.signer, o.nonce);
        _distribute(o, ofr.price, ofr.bidder, 160);
        _deliver(o, ofr.bidder, o.amount);
        emit OfferAccepted(hash, offerHash, ofr.bidder, ofr.price);
    }

    /// @notice A bidder withdraws a signed offer before it is accepted.
    function cancelOffer(Offer calldata ofr) external {
        if (msg.sender != ofr.bidder) revert E.AddressMismatch(ofr.bidder, msg.sender);
        bytes32 offerHash = hashOffer(ofr);
        offerCancelled[offerHash] = true;
        emit OfferCancelled(offerHash);
    }

    // ------------------------------------------------------------------ auctions

    /// @notice Bids on an auction listing, escrowing `price` of its ERC-20 and refunding the bid
    /// it beats. The first bid checks the seller's signature and closes the listing's nonce, so
    /// the seller cannot cancel an auction that already has a bid.
    function bid(Option calldata o, Signature calldata sig, bytes32[] calldata proof, uint256 price)
        external
        nonReentrant
    {
        if (o.channel & CHANNEL_AUCTION == 0) revert E.InvalidChannel(o.channel);
        if (msg.sender == o.signer) revert E.AddressInvalid(msg.sender);
        bytes32 hash = hashOption(o);
        Auction storage a = _auctions[hash];
        address previous = a.bidder;
        uint256 previousPrice = a.price;
        uint64 end = a.endTime;
        if (previous == address(0)) {
            _validate(o, sig, proof);
            if (currencies[o.currency] & CURRENCY_BID == 0) revert E.InvalidCurrency(o.currency);
            if (o.channel & CHANNEL_ERC1155 == 0 ? o.amount != 1 : o.amount == 0) revert E.InvalidAmount(o.amount);
            if (price < o.price || price == 0) revert E.ConditionCheckFailed();
            _useNonce(o.signer, o.nonce);
            end = o.endTime;
        } else {
            if (block.timestamp > end) revert E.OptionStatusError();
            if (price < previousPrice + (previousPrice * MIN_RAISE_BPS + 9_999) / 10_000) {
                revert E.ConditionCheckFailed();
            }
        }
        if (end - block.timestamp < TIME_BUFFER) end = uint64(block.timestamp) + TIME_BUFFER;
        a.bidder = msg.sender;
        a.endTime = end;
        a.price = price;
        IERC20 token = IERC20(o.currency);
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), price);
        uint256 received = token.balanceOf(address(this)) - before;
        if (received != price) revert E.InsufficientAmount(price, received);
        if (previous != address(0)) token.safeTransfer(previous, previousPrice);
        emit BidPlaced(hash, msg.sender, price, end);
    }

    /// @notice Delivery: after the end, the seller or the winner pays out the escrow and moves the item.
    function settle(Option calldata o) external nonReentrant {
        bytes32 hash = hashOption(o);
        Auction memory a = _auctions[hash];
        if (a.bidder == address(0)) revert E.OptionStatusError();
        if (msg.sender != o.signer && msg.sender != a.bidder) revert E.AddressInvalid(msg.sender);
        if (block.timestamp <= a.endTime) revert E.ConditionCheckFailed();
        delete _auctions[hash];
        _distribute(o, a.price, address(this), 176);
        _deliver(o, a.bidder, o.amount);
        emit AuctionSettled(hash, a.bidder, a.price);
    }

    /// @notice The winner's escrow comes back when the seller has not delivered in time.
    function reclaim(Option calldata o) external nonReentrant {
        bytes32 hash = hashOption(o);
        Auction memory a = _auctions[hash];
        if (msg.sender != a.bidder || a.bidder == address(0)) revert E.AddressInvalid(msg.sender);
        if (block.timestamp <= a.endTime + DELIVERY_WINDOW) revert E.ConditionCheckFailed();
        delete _auctions[hash];
        IERC20(o.currency).safeTransfer(a.bidder, a.price);
        emit AuctionReclaimed(hash, a.bidder, a.price);
    }

    function auctions(bytes32 optionHash) external view returns (Auction memory) {
        return _auctions[optionHash];
    }

    // ------------------------------------------------------------------ cancellation

    /// @notice Cancels the caller's listings with these nonces.
    function cancel(uint256[] calldata nonces) external {
        for (uint256 i; i < nonces.length; ++i) {
            _useNonce(msg.sender, nonces[i]);
            emit NonceCancelled(msg.sender, nonces[i]);
        }
    }

    /// @notice Cancels every listing of the caller with a nonce below `newMinNonce`.
    function cancelAll(uint256 newMinNonce) external {
        if (newMinNonce <= minNonce[msg.sender]) revert E.InvalidAmount(newMinNonce);
        minNonce[msg.sender] = newMinNonce;
        emit AllCancelled(msg.sender, newMinNonce);
    }

    function isNonceUsed(address signer, uint256 nonce) public view returns (bool) {
        return nonce < minNonce[signer] || (_nonceBits[signer][nonce >> 8] >> (nonce & 0xff)) & 1 == 1;
    }

    // ------------------------------------------------------------------ admin

    function setFees(address recipient, uint16 fixedPriceBps, uint16 auctionBps) external onlyOwner {
        _setFees(recipient, fixedPriceBps, auctionBps);
    }

    /// @param flags CURRENCY_FIXED and/or CURRENCY_BID; 0 removes the currency.
    function setCurrency(address currency, uint8 flags) external onlyOwner {
        if (currency == address(0) && flags & CURRENCY_BID != 0) revert E.InvalidCurrency(currency);
        currencies[currency] = flags;
        emit CurrencyUpdated(currency, flags);
    }

    function fees() external view returns (address recipient, uint16 fixedPriceBps, uint16 auctionBps) {
        uint256 f = _fees;
        return (address(uint160(f)), uint16(f >> 160), uint16(f >> 176));
    }

    // ------------------------------------------------------------------ hashing

    function hashOption(Option calldata o) public pure returns (bytes32) {
        return keccak256(
            abi.encode(
                OPTION_TYPEHASH,
                o.channel,
                o.collection,
                o.tokenId,
                o.amount,
                o.signer,
                o.nonce,
                o.startTime,
                o.endTime,
                o.price,
                o.currency,
                o.royaltyRate
            )
        );
    }

    function hashOffer(Offer calldata ofr) public pure returns (bytes32) {
        return keccak256(abi.encode(OFFER_TYPEHASH, ofr.optionHash, ofr.bidder, ofr.price, ofr.expireTime));
    }

    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ------------------------------------------------------------------ internals

    function _checkOpen(Option calldata o) private view {
        if (o.signer == address(0)) revert E.ZeroAddress();
        if (block.timestamp < o.startTime || block.timestamp > o.endTime) revert E.OptionStatusError();
        if (isNonceUsed(o.signer, o.nonce)) revert E.OptionStatusError();
    }

    /// @dev Checks channel, window, nonce and the signer's signature over the listing or over the
    /// merkle root of a batch that contains it.
    function _validate(Option calldata o, Signature calldata sig, bytes32[] calldata proof)
        private
        view
        returns (bytes32 hash)
    {
        if (o.channel > 3) revert E.InvalidChannel(o.channel);
        _checkOpen(o);
        hash = hashOption(o);
        bytes32 signed = proof.length == 0
            ? hash
            : keccak256(abi.encode(BATCH_TYPEHASH, MerkleProof.processProofCalldata(proof, hash)));
        _checkSignature(_hashTypedDataV4(signed), sig, o.signer);
    }

    /// @dev OpenZeppelin's recover rejects high-s signatures, so a signature has one valid form.
    function _checkSignature(bytes32 digest, Signature calldata sig, address expected) private pure {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, sig.v, sig.r, sig.s);
        if (err != ECDSA.RecoverError.NoError || recovered != expected) revert E.ValidationFailed();
    }

    /// @dev Records a fill: ERC-721 and single-unit listings close their nonce; larger ERC-1155
    /// listings count units and close the nonce when the last unit goes.
    function _consume(Option calldata o, bytes32 hash, uint256 amount) private {
        if (o.channel & CHANNEL_ERC1155 == 0) {
            if (amount != 1 || o.amount != 1) revert E.InvalidAmount(amount);
            _useNonce(o.signer, o.nonce);
            return;
        }
        uint256 done = filled[hash] + amount;
        if (amount == 0 || done > o.amount) revert E.InvalidAmount(amount);
        if (done == o.amount) {
            _useNonce(o.signer, o.nonce);
            if (done != amount) delete filled[hash];
        } else {
            filled[hash] = done;
        }
    }

    function _useNonce(address signer, uint256 nonce) private {
        _nonceBits[signer][nonce >> 8] |= 1 << (nonce & 0xff);
    }

    /// @dev Pays seller, fee recipient and royalty receiver; the seller gets the remainder, so the
    /// three parts always sum to exactly `total` and no dust is left behind.
    function _distribute(Option calldata o, uint256 total, address payer, uint256 feeShift) private {
        uint256 f = _fees;
        uint256 fee = total * ((f >> feeShift) & 0xffff) / 10_000;
        (address royaltyReceiver, uint256 royalty) = _royalty(o, total);
        if (fee + royalty > total) revert E.CheckFail();
        _pay(o.currency, payer, o.signer, total - fee - royalty);
        _pay(o.currency, payer, address(uint160(f)), fee);
        _pay(o.currency, payer, royaltyReceiver, royalty);
    }

    /// @dev The royalty the collection declares, capped by the rate the seller signed: a creator
    /// raising a royalty after the listing makes it unfillable rather than costing the seller more.
    function _royalty(Option calldata o, uint256 total) private view returns (address receiver, uint256 amount) {
        (bool ok, bytes memory ret) =
            o.collection.staticcall(abi.encodeCall(IERC2981.royaltyInfo, (o.tokenId, total)));
        if (!ok || ret.length < 64) return (address(0), 0);
        (receiver, amount) = abi.decode(ret, (address, uint256));
        if (amount == 0 || receiver == address(0)) return (address(0), 0);
        if (amount * 10_000 > total * o.royaltyRate) revert E.CheckFail();
    }

    function _pay(address currency, address from, address to, uint256 value) private {
        if (value == 0) return;
        if (currency == address(0)) {
            (bool ok,) = to.call{value: value}("");
            if (!ok) revert E.AddressInvalid(to);
        } else if (from == address(this)) {
            IERC20(currency).safeTransfer(to, value);
        } else {
            IERC20(currency).safeTransferFrom(from, to, value);
        }
    }

    function _deliver(Option calldata o, address to, uint256 amount) private {
        if (o.channel & CHANNEL_ERC1155 == 0) {
            IERC721(o.collection).transferFrom(o.signer, to, o.tokenId);
        } else {
            IERC1155(o.collection).safeTransferFrom(o.signer, to, o.tokenId, amount, "");
        }
    }

    function _setFees(address recipient, uint16 fixedPriceBps, uint16 auctionBps) private {
        if (fixedPriceBps > MAX_FEE_BPS || auctionBps > MAX_FEE_BPS) revert E.CheckFail();
        if (recipient == address(0) && (fixedPriceBps != 0 || auctionBps != 0)) revert E.ZeroAddress();
        _fees = uint256(uint160(recipient)) | (uint256(fixedPriceBps) << 160) | (uint256(auctionBps) << 176);
        emit FeesUpdated(recipient, fixedPriceBps, auctionBps);
    }
}
