// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {CollectionOwnable} from "./CollectionOwnable.sol";
import {TokenRoyalty} from "./TokenRoyalty.sol";
import {IKidERC721} from "./IKidERC721.sol";

/// @title KidERC721
/// @notice The creator ERC-721 collection, deployed once as an implementation and cloned per creator
/// by the CollectionFactory; the platform's shared collection is a clone with open mint.
contract KidERC721 is ERC721, CollectionOwnable, TokenRoyalty {
    uint256 public nextTokenId;
    mapping(uint256 tokenId => string) private _tokenUris;

    constructor() ERC721("", "") {
        _disableInitializers();
    }

    function initialize(string calldata name_, string calldata symbol_, address owner_) external initializer {
        _initCollection(name_, symbol_, owner_);
        nextTokenId = 1;
    }

    /// @notice Mints the next id to `to` with its URI and royalty (basis points, at most 10 %).
    function mint(address to, string calldata tokenUri, address royaltyReceiver, uint16 royaltyBps)
        external
        onlyMinter
        returns (uint256 tokenId)
    {
        tokenId = nextTokenId++;
        _tokenUris[tokenId] = tokenUri;
        _setRoyalty(tokenId, royaltyReceiver, royaltyBps);
        _safeMint(to, tokenId);
    }

    function name() public view override returns (string memory) {
        return _collectionName;
    }

    function symbol() public view override returns (string memory) {
        return _collectionSymbol;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return _tokenUris[tokenId];
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == type(IERC2981).interfaceId || interfaceId == type(IKidERC721).interfaceId
            || super.supportsInterface(interfaceId);
    }
}
