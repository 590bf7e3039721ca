// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract Coleccion is ERC721, ERC2981, Ownable {
    uint256 public siguienteId = 1;
    string private baseUri;

    constructor(string memory nombre, string memory simbolo, string memory _baseUri, address creador, uint96 regaliaBps)
        ERC721(nombre, simbolo)
        Ownable(msg.sender)
    {
        baseUri = _baseUri;
        _setDefaultRoyalty(creador, regaliaBps);
    }

    function mint(address to) external onlyOwner returns (uint256 id) {
        id = siguienteId++;
        _safeMint(to, id);
    }

    function setBaseUri(string calldata u) external onlyOwner {
        baseUri = u;
    }

    function _baseURI() internal view override returns (string memory) {
        return baseUri;
    }

    function supportsInterface(bytes4 iid) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(iid);
    }
}
