#!/usr/bin/env node
// Print balances per chain for addresses in wallets.json
const fs = require("fs");
const path = require("path");

const RPC = {
  ethereum: "https://eth.llamarpc.com",
  base: "https://mainnet.base.org",
  arbitrum: "https://arb1.arbitrum.io/rpc",
};

async function ethBalance(rpc, addr) {
  const r = await fetch(rpc, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_getBalance", params: [addr, "latest"] }),
  });
  const j = await r.json();
  return Number(BigInt(j.result || "0x0")) / 1e18;
}

(async () => {
  const file = path.join(__dirname, "..", "wallets.json");
  if (!fs.existsSync(file)) return console.error("run discover.js first");
  const { addresses } = JSON.parse(fs.readFileSync(file, "utf8"));
  const px = await (await fetch("https://api.coingecko.com/api/v3/simple/price?ids=ethereum&vs_currencies=usd")).json();
  const eth = px.ethereum.usd;
  for (const a of addresses.filter((x) => x.startsWith("0x"))) {
    for (const [chain, rpc] of Object.entries(RPC)) {
      const bal = await ethBalance(rpc, a);
      if (bal > 0) console.log(`${chain}\t${a}\t${bal.toFixed(4)} ETH\t$${(bal * eth).toFixed(2)}`);
    }
  }
})();
