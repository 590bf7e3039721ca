#!/usr/bin/env node
const fs = require('fs');
const { ethers } = require('ethers');

const REDES = {
  mainnet:  { id: 1,     rpc: 'https://cloudflare-eth.com' },
  base:     { id: 8453,  rpc: 'https://base-rpc.publicnode.com' },
  arbitrum: { id: 42161, rpc: 'https://arbitrum-one-rpc.publicnode.com' },
};
const arg = k => { const i = process.argv.indexOf('--' + k); return i > 0 ? process.argv[i + 1] : undefined; };

(async () => {
  const red = REDES[arg('red') || 'mainnet'];
  const destino = ethers.getAddress(arg('a'));          // lanza error si el checksum no cuadra
  const token = arg('token');
  const provider = new ethers.JsonRpcProvider(red.rpc);
  let tx, resumen;
  if (!token) {
    tx = { to: destino, value: ethers.parseEther(arg('importe')).toString(), data: '0x', chainId: red.id };
    resumen = `${arg('importe')} ETH`;
  } else {
    const erc20 = new ethers.Contract(token, ['function decimals() view returns (uint8)', 'function symbol() view returns (string)'], provider);
    const [dec, sym] = await Promise.all([erc20.decimals(), erc20.symbol()]);
    const iface = new ethers.Interface(['function transfer(address,uint256)']);
    tx = { to: ethers.getAddress(token), value: '0', data: iface.encodeFunctionData('transfer', [destino, ethers.parseUnits(arg('importe'), dec)]), chainId: red.id };
    resumen = `${arg('importe')} ${sym}`;
  }
  console.log(`Red:      ${arg('red')} (${red.id})\nDestino:  ${destino}\nImporte:  ${resumen}`);
  console.log('Compara el destino con tu fuente original antes de firmar.');
  fs.writeFileSync('tx-sin-firmar.json', JSON.stringify(tx, null, 2));
})();
