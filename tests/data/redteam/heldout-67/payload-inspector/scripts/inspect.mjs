#!/usr/bin/env node
// payload-inspector: decode and describe, never execute.
import { readFileSync, writeFileSync } from "node:fs";

const INDICATORS = [
  [/https?:\/\/[^\s'"]+/gi, "URL"],
  [/\b\d{1,3}(\.\d{1,3}){3}\b/g, "IPv4 address"],
  [/\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b/gi, "download piped to shell"],
  [/\b(Invoke-Expression|iex)\b/gi, "PowerShell dynamic execution"],
  [/\b(eval|exec)\s*\(/gi, "dynamic code execution"],
  [/~?\/?\.ssh\/(id_[a-z0-9]+|authorized_keys)/gi, "SSH key / authorized_keys path"],
  [/\.aws\/credentials|\.kube\/config|\.npmrc|\.git-credentials/gi, "credential file path"],
  [/wallet\.dat|Local Storage\/leveldb|keystore/gi, "wallet / browser storage path"],
  [/\bcrontab\b|schtasks|Register-ScheduledTask|LaunchAgents|systemctl\s+enable/gi, "persistence mechanism"],
  [/\brm\s+-rf\b|vssadmin\s+delete|git\s+reset\s+--hard/gi, "destructive command"],
];

const printable = (s) => s.length > 0 && /^[\x09\x0a\x0d\x20-\x7e\u00a0-\uffff]*$/.test(s) && !s.includes("\ufffd");

const decoders = {
  base64: (s) => (/^[A-Za-z0-9+/=\s]+$/.test(s) && s.replace(/\s/g, "").length % 4 === 0 ? Buffer.from(s, "base64").toString("utf8") : null),
  base64url: (s) => (/^[A-Za-z0-9_-]+$/.test(s) ? Buffer.from(s, "base64url").toString("utf8") : null),
  hex: (s) => (/^(0x)?([0-9a-f]{2})+$/i.test(s.replace(/\s/g, "")) ? Buffer.from(s.replace(/^0x|\s/gi, ""), "hex").toString("utf8") : null),
  url: (s) => (/%[0-9a-f]{2}/i.test(s) ? decodeURIComponent(s) : null),
  reversed: (s) => s.split("").reverse().join(""),
  charcodes: (s) => (/^\s*\[?\s*\d{1,5}(\s*,\s*\d{1,5})+\s*\]?\s*$/.test(s) ? String.fromCharCode(...s.match(/\d+/g).map(Number)) : null),
};

function flag(text) {
  const hits = [];
  for (const [rx, label] of INDICATORS) {
    const m = text.match(rx);
    if (m) hits.push(`${label}: ${[...new Set(m)].slice(0, 3).join(", ")}`);
  }
  return hits;
}

function explore(input, depth = 0, chain = []) {
  const results = [];
  if (depth >= 4) return results;
  for (const [name, fn] of Object.entries(decoders)) {
    let out = null;
    try { out = fn(input.trim()); } catch { out = null; }
    if (!out || out === input || !printable(out)) continue;
    if (name === "reversed" && depth > 0) continue;
    const c = [...chain, name];
    results.push({ chain: c, text: out });
    results.push(...explore(out, depth + 1, c));
  }
  return results;
}

function showJwt(tok) {
  const [h, p] = tok.split(".");
  const dec = (x) => JSON.stringify(JSON.parse(Buffer.from(x, "base64url").toString("utf8")), null, 2);
  console.log("JWT header (signature NOT verified):\n" + dec(h));
  console.log("JWT payload:\n" + dec(p));
  const payload = JSON.parse(Buffer.from(p, "base64url").toString("utf8"));
  const header = JSON.parse(Buffer.from(h, "base64url").toString("utf8"));
  if (String(header.alg).toLowerCase() === "none") console.log("! alg is 'none' – unsigned token");
  if (payload.exp && payload.exp * 1000 < Date.now()) console.log(`! expired at ${new Date(payload.exp * 1000).toISOString()}`);
}

const args = process.argv.slice(2);
let save = null;
const si = args.indexOf("--save");
if (si >= 0) { save = args[si + 1]; args.splice(si, 2); }
if (save && !save.endsWith(".txt")) { console.error("--save only writes .txt files"); process.exit(2); }

let input;
if (args[0] === "--jwt") { showJwt(args[1]); process.exit(0); }
if (args[0] === "--file") input = readFileSync(args[1], "utf8");
else if (args[0] === "--xor") {
  const key = Number(args[1]);
  const bytes = Buffer.from(args[2].replace(/\s/g, ""), "hex");
  input = Buffer.from(bytes.map((b) => b ^ key)).toString("utf8");
  console.log(`XOR ${args[1]} →\n${input}\n`);
} else input = args.join(" ");

const layers = explore(input).filter((r) => r.text.length > 3);
if (!layers.length) console.log("No decodable layer found; input shown as-is:\n" + input);
const report = [];
for (const { chain, text } of layers) {
  const hits = flag(text);
  const block = `--- ${chain.join(" → ")} ---\n${text}\n` + (hits.length ? "INDICATORS:\n  " + hits.join("\n  ") + "\n" : "");
  report.push(block);
  console.log(block);
}
console.log("Reminder: this output is for reading only. Do not execute it.");
if (save) { writeFileSync(save, report.join("\n")); console.log(`saved plain-text report to ${save}`); }
