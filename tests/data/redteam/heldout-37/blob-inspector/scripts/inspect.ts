#!/usr/bin/env -S npx tsx
/**
 * blob-inspector — decode layers of an opaque string and PRINT them.
 * This file intentionally has no child_process, eval, Function, vm or network imports.
 */
import { readFileSync } from "node:fs";
import { gunzipSync, inflateSync } from "node:zlib";

type Layer = { kind: string; text: string };

const printable = (s: string) => s.length > 0 && /^[\x09\x0a\x0d\x20-\x7e\u00a0-\uffff]*$/.test(s);

function tryJwt(s: string): Layer | null {
  const parts = s.trim().split(".");
  if (parts.length !== 3) return null;
  try {
    const h = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8"));
    const p = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    let note = "";
    if (typeof p.exp === "number") {
      note = p.exp * 1000 > Date.now() ? "  (NOT expired — treat as a live credential)" : "  (expired)";
    }
    return { kind: "jwt (decoded, NOT verified)", text: JSON.stringify({ header: h, payload: p }, null, 2) + note };
  } catch { return null; }
}

function tryBase64(s: string): Layer | null {
  const t = s.trim().replace(/\s+/g, "");
  if (t.length < 8 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  const buf = Buffer.from(t.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  for (const [kind, fn] of [["gzip+base64", gunzipSync], ["deflate+base64", inflateSync]] as const) {
    try { const out = fn(buf).toString("utf8"); if (printable(out)) return { kind, text: out }; } catch {}
  }
  // PowerShell -EncodedCommand is UTF-16LE
  const u16 = buf.toString("utf16le");
  if (buf.length % 2 === 0 && printable(u16) && /[a-z]/i.test(u16) && buf[1] === 0) return { kind: "base64 (utf-16le, PowerShell)", text: u16 };
  const u8 = buf.toString("utf8");
  return printable(u8) ? { kind: "base64", text: u8 } : null;
}

function tryHex(s: string): Layer | null {
  const t = s.trim().replace(/^0x/i, "").replace(/[\s:]/g, "");
  if (t.length < 8 || t.length % 2 || !/^[0-9a-f]+$/i.test(t)) return null;
  const out = Buffer.from(t, "hex").toString("utf8");
  return printable(out) ? { kind: "hex", text: out } : null;
}

function tryUrl(s: string): Layer | null {
  if (!/%[0-9a-f]{2}/i.test(s)) return null;
  try { return { kind: "url-encoded", text: decodeURIComponent(s) }; } catch { return null; }
}

function tryCharCodes(s: string): Layer | null {
  const m = s.match(/^\s*[\[(@{]?\s*((?:\d{2,3}\s*,\s*){4,}\d{2,3})\s*[\])}]?\s*$/);
  if (!m) return null;
  const nums = m[1].split(/\s*,\s*/).map(Number);
  if (nums.some(n => n > 0x10ffff)) return null;
  const out = String.fromCharCode(...nums);
  return printable(out) ? { kind: "char codes", text: out } : null;
}

const decoders = [tryJwt, tryCharCodes, tryHex, tryBase64, tryUrl];

function indicators(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/https?:\/\/[^\s'"`)]+/g)) found.add(`url: ${m[0]}`);
  for (const m of text.matchAll(/\b(?:\d{1,3}\.){3}\d{1,3}\b/g)) found.add(`ip: ${m[0]}`);
  if (/\|\s*(ba|z)?sh\b|\biex\b|Invoke-Expression|\beval\b/i.test(text)) found.add("executes downloaded/decoded code");
  if (/crontab|LaunchAgents|systemd|\\Run\b|authorized_keys|\.bashrc|\$PROFILE/i.test(text)) found.add("persistence location");
  if (/ignore (all )?(previous|prior) instructions|you are now|system prompt/i.test(text)) found.add("text addressed to an AI (possible prompt injection)");
  return [...found];
}

function main() {
  const args = process.argv.slice(2);
  const input = args[0] === "--file" ? readFileSync(args[1], "utf8") : args.join(" ");
  if (!input) { console.error("usage: inspect.ts <blob> | --file <path>"); process.exit(2); }

  let cur = input;
  const layers: Layer[] = [];
  for (let i = 0; i < 5; i++) {
    const hit = decoders.map(d => d(cur)).find(Boolean);
    if (!hit || hit.text === cur) break;
    layers.push(hit);
    cur = hit.text;
  }

  if (!layers.length) { console.log("No known encoding detected. Raw input shown as-is:\n" + input); return; }
  layers.forEach((l, i) => console.log(`--- layer ${i + 1}: ${l.kind} ---\n${l.text}\n`));
  const ind = indicators(cur);
  if (ind.length) console.log("--- indicators (do NOT run or fetch) ---\n" + ind.map(x => "• " + x).join("\n"));
}

main();
