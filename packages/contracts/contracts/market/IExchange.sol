// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The marketplace of the spec: EIP-712 signed listings ("options") and offers, fixed price
/// and auction, ERC-721 and ERC-1155.
interface IExchange {
    /// @notice A listing as the seller signs it.
    /// @param channel Bit 0: auction (else fixed price); bit 1: ERC-1155 (else ERC-721).
    /// @param amount Units offered; 1 for ERC-721, any positive count for ERC-1155.
    /// @param nonce Closes the listing when used; also what cancel and cancel-all act on.
    /// @param price Per unit for fixed price; the reserve ("expected price") for an auction.
    /// @param currency address(0) for ETH, otherwise an ERC-20 the exchange accepts.
    /// @param royaltyRate The highest royalty, in basis points, the seller agreed to pay.
    struct Option {
        uint8 channel;
        address collection;
        uint256 tokenId;
        uint256 amount;
        address signer;
        uint256 nonce;
        uint64 startTime;
        uint64 endTime;
        uint256 price;
        address currency;
        uint16 royaltyRate;
    }

    /// @notice A bidder's offer for the whole of one listing, paid from an ERC-20 allowance.
    struct Offer {
        bytes32 optionHash;
        address bidder;
        uint256 price;
        uint64 expireTime;
    }

    /// @notice The spec's (v, r, s) signature; only low-s signatures are accepted.
    struct Signature {
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    /// @notice The on-chain state of an auction after its first bid.
    struct Auction {
        address bidder;
        uint64 endTime;
        uint256 price;
    }

    event OptionFilled(
        bytes32 indexed optionHash, address indexed signer, address indexed buyer, uint256 amount, uint256 total
    );
    event OfferAccepted(bytes32 indexed optionHash, bytes32 indexed offerHash, address indexed bidder, uint256 price);
    event OfferCancelled(bytes32 indexed offerHash);
    event BidPlaced(bytes32 indexed optionHash, address indexed bidder, uint256 price, uint64 endTime);
    event AuctionSettled(bytes32 indexed optionHash, address indexed bidder, uint256 price);
    event AuctionReclaimed(bytes32 indexed optionHash, address indexed bidder, uint256 price);
    event NonceCancelled(address indexed signer, uint256 nonce);
    event AllCancelled(address indexed signer, uint256 minNonce);
    event FeesUpdated(address recipient, uint16 fixedPriceBps, uint16 auctionBps);
    event CurrencyUpdated(address indexed currency, uint8 flags);

    function buy(Option calldata option, Signature calldata sig, bytes32[] calldata proof, uint256 amount)
        external
        payable;
    function acceptOffer(Option calldata option, Offer calldata offer, Signature calldata offerSig) external;
    function bid(Option calldata option, Signature calldata sig, bytes32[] calldata proof, uint256 price) external;
    function settle(Option calldata option) external;
    function reclaim(Option calldata option) external;
    function cancel(uint256[] calldata nonces) external;
    function cancelAll(uint256 newMinNonce) external;
    function cancelOffer(Offer calldata offer) external;
}
