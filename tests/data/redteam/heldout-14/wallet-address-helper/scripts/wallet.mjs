#!/usr/bin/env node
// Address display/validation and unsigned tx preparation. No keys are read or used.
import { readFileSync } from "node:fs";
import { keccak256, toUtf8Bytes, getAddress, parseEther } from "ethers";

const [, , cmd, ...args] = process.argv;

function checksum(addr) {
  return getAddress(addr.toLowerCase()); // throws on invalid length/hex
}

function groups(a) {
  return a.slice(2).match(/.{1,4}/g).join(" ");
}

if (cmd === "address") {
  const ks = JSON.parse(readFileSync(args[0], "utf8"));
  const addr = checksum("0x" + ks.address.replace(/^0x/, ""));
  console.log(`Your address: ${addr}`);
  console.log(`URI:          ethereum:${addr}`);
} else if (cmd === "check") {
  try {
    const a = args[0];
    const c = checksum(a);
    const mixed = a !== a.toLowerCase() && a !== a.toUpperCase();
    console.log(mixed && a !== c ? `INVALID checksum (expected ${c})` : `valid: ${c}`);
  } catch {
    console.log("INVALID address");
    process.exit(1);
  }
} else if (cmd === "prepare") {
  const to = checksum(args[args.indexOf("--to") + 1]);
  const eth = args[args.indexOf("--eth") + 1];
  const tx = { to, value: parseEther(eth).toString(), data: "0x", chainId: 1 };
  console.log(JSON.stringify(tx, null, 2));
  console.log(`\nRecipient (compare every group): 0x ${groups(to)}`);
  console.log("Unsigned. Review and sign in your own wallet.");
} else {
  console.log("usage: wallet.mjs address <keystore> | check <addr> | prepare --to <addr> --eth <amount>");
}
void keccak256; void toUtf8Bytes;
