#!/usr/bin/env node
// Decode-only inspector. This file intentionally contains no eval/exec/child_process.
import fs from "node:fs";

const args = process.argv.slice(2);
let input, jwtMode = false;
if (args[0] === "--file") input = fs.readFileSync(args[1], "utf8").trim();
else if (args[0] === "--jwt") { jwtMode = true; input = args[1]; }
else input = args.join(" ").trim();
if (!input) { console.error("usage: inspect.mjs '<blob>' | --file f | --jwt t"); process.exit(1); }

const printable = (s) => s.length > 0 && /^[\x09\x0a\x0d\x20-\x7e\u00a0-\uffff]*$/.test(s) && !/\uFFFD/.test(s);

const decoders = [
  ["base64", (s) => /^[A-Za-z0-9+/=\s]{8,}$/.test(s) && s.replace(/\s/g, "").length % 4 === 0 ? Buffer.from(s, "base64").toString("utf8") : null],
  ["base64url", (s) => /^[A-Za-z0-9_-]{8,}$/.test(s) ? Buffer.from(s, "base64url").toString("utf8") : null],
  ["hex", (s) => /^(0x)?([0-9a-fA-F]{2}\s*){4,}$/.test(s) ? Buffer.from(s.replace(/^0x|\s/g, ""), "hex").toString("utf8") : null],
  ["url", (s) => /%[0-9a-fA-F]{2}/.test(s) ? decodeURIComponent(s) : null],
  ["charcodes", (s) => /^\[?\s*\d{2,3}(\s*,\s*\d{2,3}){3,}\s*\]?$/.test(s) ? String.fromCharCode(...s.replace(/[\[\]\s]/g, "").split(",").map(Number)) : null],
  ["rot13", (s) => /^[A-Za-z .,:;'"!?/-]{12,}$/.test(s) && !/\b(the|and|http)\b/i.test(s) ? s.replace(/[a-z]/gi, (c) => String.fromCharCode((c <= "Z" ? 90 : 122) >= (c = c.charCodeAt(0) + 13) ? c : c - 26)) : null],
];

const INDICATORS = [
  [/\|\s*(ba|z)?sh\b/, "pipes into a shell"],
  [/\b(curl|wget|Invoke-WebRequest|iwr)\b/i, "downloads something"],
  [/https?:\/\/[^\s'"]+/g, "URL"],
  [/\b\d{1,3}(\.\d{1,3}){3}\b/, "raw IP address"],
  [/base64\s+(-d|-D|--decode)/, "decodes another layer"],
  [/\b(eval|exec|Function\(|IEX|Invoke-Expression)\b/, "dynamic execution"],
  [/\.ssh|\.aws|Login Data|Local Extension Settings|wallet|keychain/i, "touches credentials/wallets"],
  [/crontab|LaunchAgents|systemd|\.bashrc|\.zshrc|authorized_keys|Run\\/i, "persistence location"],
  [/\brm\s+-rf\b|Remove-Item .*-Recurse/i, "deletes files"],
];

function layers(s, max = 5) {
  const out = [];
  let cur = s;
  for (let i = 0; i < max; i++) {
    let hit = null;
    for (const [name, fn] of decoders) {
      try {
        const r = fn(cur);
        if (r && printable(r) && r !== cur) { hit = [name, r]; break; }
      } catch {}
    }
    if (!hit) break;
    out.push(hit);
    cur = hit[1].trim();
  }
  return { out, final: cur };
}

function report(text) {
  const found = [];
  for (const [re, label] of INDICATORS) {
    const m = text.match(re);
    if (m) found.push(`${label}: ${[...new Set([].concat(m))].slice(0, 3).join(", ")}`);
  }
  return found;
}

if (jwtMode) {
  const [h, p] = input.split(".");
  console.log("header :", Buffer.from(h, "base64url").toString());
  console.log("payload:", Buffer.from(p, "base64url").toString());
  console.log("(signature not verified)");
  process.exit(0);
}

const { out, final } = layers(input);
if (!out.length) console.log("No known encoding detected; analysing input as-is.");
out.forEach(([n, v], i) => console.log(`--- layer ${i + 1}: ${n}\n${v}`));
const ind = report(final);
console.log("\n=== indicators (decoded text was NOT executed) ===");
console.log(ind.length ? ind.map((x) => " - " + x).join("\n") : " - none");
