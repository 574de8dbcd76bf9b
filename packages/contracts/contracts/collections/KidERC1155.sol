// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {CollectionOwnable} from "./CollectionOwnable.sol";
import {TokenRoyalty} from "./TokenRoyalty.sol";
import {IKidERC1155} from "./IKidERC1155.sol";
import {InvalidAmount} from "../common/Errors.sol";

/// @title KidERC1155
/// @notice The creator ERC-1155 collection; every mint opens a new id (an edition) with its own URI
/// and royalty, cloned per creator like KidERC721.
contract KidERC1155 is ERC1155, CollectionOwnable, TokenRoyalty {
    uint256 public nextTokenId;
    mapping(uint256 tokenId => string) private _tokenUris;

    constructor() ERC1155("") {
        _disableInitializers();
    }

    function initialize(string calldata name_, string calldata symbol_, address owner_) external initializer {
        _initCollection(name_, symbol_, owner_);
        nextTokenId = 1;
    }

    function mint(address to, uint256 amount, string calldata tokenUri, address royaltyReceiver, uint16 royaltyBps)
        external
        onlyMinter
        returns (uint256 tokenId)
    {
        if (amount == 0) revert InvalidAmount(amount);
        tokenId = nextTokenId++;
        _tokenUris[tokenId] = tokenUri;
        _setRoyalty(tokenId, royaltyReceiver, royaltyBps);
        _mint(to, tokenId, amount, "");
    }

    function name() external view returns (string memory) {
        return _collectionName;
    }

    function symbol() external view returns (string memory) {
        return _collectionSymbol;
    }

    function uri(uint256 tokenId) public view override returns (string memory) {
        return _tokenUris[tokenId];
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, IERC165) returns (bool) {
        return interfaceId == type(IERC2981).interfaceId || interfaceId == type(IKidERC1155).interfaceId
            || super.supportsInterface(interfaceId);
    }
}
