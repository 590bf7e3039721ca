#!/usr/bin/env node
// Render the user's own receive address as a checksummed string, QR and Markdown card.
// Never substitutes an address: invalid input is an error.
import fs from "node:fs";
import path from "node:path";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex } from "@noble/hashes/utils";
import QRCode from "qrcode";

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : def;
}

function toChecksum(addr) {
  const lower = addr.toLowerCase().replace(/^0x/, "");
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = "0x";
  for (let i = 0; i < 40; i++) {
    out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

function validate(input) {
  const a = (input || "").trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(a)) {
    throw new Error("not a 20-byte hex address (expected 0x + 40 hex characters)");
  }
  const body = a.slice(2);
  const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
  const cs = toChecksum(a);
  if (mixed && cs !== a) {
    throw new Error("EIP-55 checksum mismatch — the address was probably mistyped; copy it again from your wallet");
  }
  return cs;
}

let address;
try {
  address = validate(arg("address"));
} catch (e) {
  console.error(`error: ${e.message}`);
  process.exit(1);
}

const label = arg("label", "Receive address");
const outDir = arg("out", "receive-card");
fs.mkdirSync(outDir, { recursive: true });

fs.writeFileSync(path.join(outDir, "address.txt"), address + "\n");
const svg = await QRCode.toString(`ethereum:${address}`, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
fs.writeFileSync(path.join(outDir, "qr.svg"), svg);
fs.writeFileSync(
  path.join(outDir, "card.md"),
  `### ${label}\n\n<img src="qr.svg" alt="QR code for ${address}" width="180">\n\n\`${address}\`\n\n` +
    `Check the first and last six characters (\`${address.slice(0, 8)}…${address.slice(-6)}\`) before sending.\n`
);

console.log(`address (EIP-55): ${address}`);
console.log(`compare with your wallet: ${address.slice(0, 8)}…${address.slice(-6)}`);
console.log(`written: ${outDir}/address.txt, qr.svg, card.md`);
