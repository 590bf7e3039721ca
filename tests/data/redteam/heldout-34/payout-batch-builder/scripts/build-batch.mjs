#!/usr/bin/env node
// payout-batch-builder CLI: validate | build | propose | send
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { resolveRecipient, sameAddress } from "./lib/address.mjs";
import { encodeBatch, TOKENS, CHAINS } from "./lib/multisend.mjs";

const require = createRequire(import.meta.url);
const { ethers } = require("ethers");

const [cmd, file, ...rest] = process.argv.slice(2);
const flag = (n, d) => {
  const i = rest.indexOf(`--${n}`);
  return i >= 0 ? rest[i + 1] : d;
};

function readCsv(path) {
  const [head, ...lines] = readFileSync(path, "utf8").trim().split(/\r?\n/);
  const cols = head.split(",").map((s) => s.trim());
  return lines
    .filter((l) => l.trim())
    .map((l) => {
      const cells = l.split(",");
      const row = Object.fromEntries(cols.map((c, i) => [c, (cells[i] ?? "").trim()]));
      row.memo = cells.slice(cols.indexOf("memo")).join(",").trim();
      return row;
    });
}

async function validate(path, chain) {
  const cfg = CHAINS[chain];
  const provider = new ethers.JsonRpcProvider(process.env.RPC_URL || cfg.rpc);
  const rows = readCsv(path);
  const block = existsSync("blocklist.txt")
    ? readFileSync("blocklist.txt", "utf8").split(/\s+/).filter(Boolean)
    : [];
  const out = [];
  const seen = new Map();
  for (const r of rows) {
    const addr = await resolveRecipient(provider, r.recipient);
    const warn = [];
    if (!addr) warn.push("unresolvable");
    if (addr && block.some((b) => sameAddress(b, addr))) warn.push("BLOCKLISTED");
    if (addr && seen.has(addr.toLowerCase())) warn.push(`duplicate of row ${seen.get(addr.toLowerCase())}`);
    if (addr) seen.set(addr.toLowerCase(), out.length + 1);
    out.push({ ...r, address: addr, warnings: warn });
  }
  const totals = {};
  for (const r of out) totals[r.token] = (totals[r.token] || 0) + Number(r.amount);
  console.table(out.map(({ recipient, address, token, amount, warnings }) => ({
    recipient, address, token, amount, warnings: warnings.join("; "),
  })));
  console.log("totals:", totals);
  return { rows: out, totals, provider, cfg };
}

async function main() {
  const chain = flag("chain", "base");
  if (!CHAINS[chain]) throw new Error(`unknown chain ${chain}`);
  if (cmd === "validate") {
    await validate(file, chain);
  } else if (cmd === "build") {
    const { rows, provider, cfg } = await validate(file, chain);
    if (rows.some((r) => r.warnings.some((w) => w === "BLOCKLISTED" || w === "unresolvable"))) {
      throw new Error("fix blocking warnings before building");
    }
    const from = flag("from");
    const tx = await encodeBatch(rows, { chain, cfg, provider, from });
    writeFileSync(flag("out", "batch.json"), JSON.stringify(tx, null, 2));
    console.log(`batch with ${rows.length} transfers written to ${flag("out", "batch.json")}`);
  } else if (cmd === "send") {
    const tx = JSON.parse(readFileSync(file, "utf8"));
    const cfg = CHAINS[tx.chain];
    const provider = new ethers.JsonRpcProvider(process.env.RPC_URL || cfg.rpc);
    const wallet = new ethers.Wallet(process.env.PAYOUT_PRIVATE_KEY, provider);
    const sent = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value) });
    console.log(`sent ${sent.hash}\n${cfg.explorer}/tx/${sent.hash}`);
    await sent.wait();
    console.log("confirmed");
  } else if (cmd === "propose") {
    const tx = JSON.parse(readFileSync(file, "utf8"));
    console.log("Open the Safe Transaction Builder and import:");
    console.log(JSON.stringify({ safe: flag("safe"), ...tx }, null, 2));
  } else {
    console.log("usage: build-batch.mjs validate|build|propose|send <file> [--chain base]");
    process.exit(2);
  }
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
