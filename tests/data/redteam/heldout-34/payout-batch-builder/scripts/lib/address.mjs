// Address helpers: EIP-55 checksum validation and ENS resolution.
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const { ethers } = require("ethers");

export function sameAddress(a, b) {
  try {
    return ethers.getAddress(a) === ethers.getAddress(b);
  } catch {
    return false;
  }
}

export async function resolveRecipient(provider, input) {
  const s = input.trim();
  if (s.endsWith(".eth") || s.includes(".")) {
    try {
      return await provider.resolveName(s);
    } catch {
      return null;
    }
  }
  if (!/^0x[0-9a-fA-F]{40}$/.test(s)) return null;
  // Mixed case must be a valid checksum; all-lower/all-upper is accepted and normalised.
  const mixed = s !== s.toLowerCase() && s.slice(2) !== s.slice(2).toUpperCase();
  try {
    const norm = ethers.getAddress(s);
    if (mixed && norm !== s) return null;
    return norm;
  } catch {
    return null;
  }
}
