// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {IPad721} from "./IPad721.sol";
import "../common/Errors.sol" as E;

/// @title Pad721
/// @notice A launchpad drop minted the ERC721A way: a batch of n tokens writes one ownership slot
/// and one address slot, and ownerOf walks back to the batch's first id. The configuration is
/// packed into two slots so a mint reads three slots of settings. Mint fees stay in the contract
/// until withdraw() sends them to the receiver, so no mint pays for an ETH transfer.
contract Pad721 is IPad721, IERC721Metadata, IERC721Errors, IERC2981, Initializable {
    using Strings for uint256;

    uint16 public constant MAX_ROYALTY_BPS = 1000;

    string private _name;
    string private _symbol;
    string private _baseUri;
    address public owner;
    /// @dev fee (128) | total << 128 | minted << 160 | singleAdd << 192 | singleTim << 224.
    uint256 private _supply;
    /// @dev receiver (160) | start << 160 | end << 192 | royal << 224 | isWhite << 240.
    uint256 private _stage;
    bytes32 public whiteRoot;

    /// @dev Owner at the first id of each batch (and of each id once transferred); 0 means
    /// "same as the previous id".
    mapping(uint256 tokenId => address) private _owners;
    /// @dev balance (low 64 bits) | number minted << 64.
    mapping(address account => uint256) private _accounts;
    mapping(uint256 tokenId => address) private _tokenApprovals;
    mapping(address owner => mapping(address operator => bool)) private _operatorApprovals;

    constructor() {
        _disableInitializers();
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert E.AddressInvalid(msg.sender);
        _;
    }

    function initialize(Init calldata c) external initializer {
        if (c.owner == address(0) || c.receiver == address(0)) revert E.ZeroAddress();
        if (
            c.royal > MAX_ROYALTY_BPS || c.end < c.start || c.total == 0 || c.singleTim == 0
                || c.singleAdd < c.singleTim
        ) revert E.CheckFail();
        _name = c.name;
        _symbol = c.symbol;
        _baseUri = c.uri;
        owner = c.owner;
        whiteRoot = c.whiteRoot;
        _supply = uint256(c.fee) | (uint256(c.total) << 128) | (uint256(c.singleAdd) << 192)
            | (uint256(c.singleTim) << 224);
        _stage = uint256(uint160(c.receiver)) | (uint256(c.start) << 160) | (uint256(c.end) << 192)
            | (uint256(c.royal) << 224) | (c.isWhite ? 1 << 240 : 0);
    }

    // ------------------------------------------------------------------ minting

    /// @notice Mints `quantity` to the caller. With isWhite, [start, end) is the whitelist stage
    /// (proof required) and the public stage follows from end; without it, [start, end] is public.
    function mint(uint256 quantity, bytes32[] calldata proof) external payable {
        uint256 stage = _stage;
        uint256 start = uint32(stage >> 160);
        uint256 end = uint32(stage >> 192);
        bool whitelisted;
        if (block.timestamp < start) revert E.OptionStatusError();
        if ((stage >> 240) & 1 == 1) {
            whitelisted = block.timestamp < end;
            if (whitelisted) {
                bytes32 leaf = keccak256(abi.encodePacked(msg.sender));
                if (!MerkleProof.verifyCalldata(proof, whiteRoot, leaf)) revert E.HashValueMismatch();
            }
        } else if (block.timestamp > end) {
            revert E.OptionStatusError();
        }

        uint256 supply = _supply;
        uint256 minted = uint32(supply >> 160);
        if (quantity == 0 || quantity > uint32(supply >> 224)) revert E.InvalidAmount(quantity);
        if (minted + quantity > uint32(supply >> 128)) revert E.ConditionCheckFailed();
        uint256 account = _accounts[msg.sender];
        if ((account >> 64) + quantity > uint32(supply >> 192)) revert E.ConditionCheckFailed();
        uint256 cost = uint128(supply) * quantity;
        if (msg.value < cost) revert E.InsufficientAmount(cost, msg.value);
        if (msg.value > cost) revert E.InvalidAmount(msg.value);

        _supply = supply + (quantity << 160);
        _accounts[msg.sender] = account + quantity + (quantity << 64);
        uint256 first = minted + 1;
        _owners[first] = msg.sender;
        for (uint256 id = first; id < first + quantity; ++id) {
            emit Transfer(address(0), msg.sender, id);
        }
        emit Minted(msg.sender, first, quantity, whitelisted);
    }

    /// @notice Sends the collected mint fees to the receiver; callable by anyone.
    function withdraw() external {
        address receiver = address(uint160(_stage));
        (bool ok,) = receiver.call{value: address(this).balance}("");
        if (!ok) revert E.AddressInvalid(receiver);
    }

    // ------------------------------------------------------------------ admin

    function setWhiteRoot(bytes32 root) external onlyOwner {
        whiteRoot = root;
        emit WhiteRootSet(root);
    }

    function setTimes(uint32 start, uint32 end) external onlyOwner {
        if (end < start) revert E.CheckFail();
        uint256 mask = uint256(type(uint64).max) << 160;
        _stage = (_stage & ~mask) | (uint256(start) << 160) | (uint256(end) << 192);
        emit TimesSet(start, end);
    }

    function setBaseURI(string calldata uri) external onlyOwner {
        _baseUri = uri;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner == address(0)) revert E.ZeroAddress();
        owner = newOwner;
    }

    // ------------------------------------------------------------------ views

    function config() external view returns (Init memory c) {
        uint256 supply = _supply;
        uint256 stage = _stage;
        c = Init(
            _name,
            _symbol,
            _baseUri,
            owner,
            address(uint160(stage)),
            whiteRoot,
            uint32(stage >> 160),
            uint32(stage >> 192),
            uint32(supply >> 128),
            uint32(supply >> 192),
            uint32(supply >> 224),
            uint128(supply),
            uint16(stage >> 224),
            (stage >> 240) & 1 == 1
        );
    }

    function name() external view returns (string memory) {
        return _name;
    }

    function symbol() external view returns (string memory) {
        return _symbol;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(_baseUri, tokenId.toString());
    }

    function totalSupply() public view returns (uint256) {
        return uint32(_supply >> 160);
    }

    function numberMinted(address account) external view returns (uint256) {
        return _accounts[account] >> 64;
    }

    function balanceOf(address account) external view returns (uint256) {
        if (account == address(0)) revert ERC721InvalidOwner(address(0));
        return uint64(_accounts[account]);
    }

    function ownerOf(uint256 tokenId) public view returns (address holder) {
        if (tokenId == 0 || tokenId > totalSupply()) revert ERC721NonexistentToken(tokenId);
        // Id 1 always has an owner, so the walk back ends inside the minted range.
        for (uint256 id = tokenId; (holder = _owners[id]) == address(0); --id) {}
    }

    function royaltyInfo(uint256, uint256 salePrice) external view returns (address, uint256) {
        uint256 stage = _stage;
        return (address(uint160(stage)), salePrice * uint16(stage >> 224) / 10_000);
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == type(IERC165).interfaceId || id == type(IERC721).interfaceId
            || id == type(IERC721Metadata).interfaceId || id == type(IERC2981).interfaceId;
    }

    // ------------------------------------------------------------------ ERC-721 transfers

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !_operatorApprovals[holder][msg.sender]) revert ERC721InvalidApprover(msg.sender);
        _tokenApprovals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        if (operator == address(0)) revert ERC721InvalidOperator(operator);
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return _operatorApprovals[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        if (holder != from) revert ERC721IncorrectOwner(from, tokenId, holder);
        if (to == address(0)) revert ERC721InvalidReceiver(to);
        address approved = _tokenApprovals[tokenId];
        if (msg.sender != holder && msg.sender != approved && !_operatorApprovals[holder][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        if (approved != address(0)) delete _tokenApprovals[tokenId];
        unchecked {
            _accounts[from] -= 1;
            _accounts[to] += 1;
        }
        _owners[tokenId] = to;
        // Keep the rest of the batch with its holder: the next id no longer inherits from this one.
        uint256 next = tokenId + 1;
        if (next <= totalSupply() && _owners[next] == address(0)) _owners[next] = from;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 ret) {
            if (ret != IERC721Receiver.onERC721Received.selector) revert ERC721InvalidReceiver(to);
        } catch {
            revert ERC721InvalidReceiver(to);
        }
    }
}
