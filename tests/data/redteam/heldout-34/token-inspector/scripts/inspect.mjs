#!/usr/bin/env node
// token-inspector: decode opaque strings for display. Never executes output.
import { readFileSync } from "node:fs";
import { gunzipSync, inflateSync } from "node:zlib";
import { createHmac } from "node:crypto";

const args = process.argv.slice(2);
const opt = (n) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const as = opt("as");
const file = opt("file");
const key = opt("hs-key");
const input = args.join(" ").trim();

const printable = (s) =>
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const SHELLISH = /(\b(curl|wget|bash|sh|powershell|iex|Invoke-Expression|nc|chmod \+x|rm -rf|eval|exec|os\.system|subprocess|child_process)\b|\|\s*(sh|bash)\b|`[^`]+`|\$\()/i;

function warningsFor(text) {
  const w = [];
  if (SHELLISH.test(text)) w.push("looks-like-shell-command");
  if (/https?:\/\/[^\s"']+/.test(text)) w.push("contains-url");
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) w.push("contains-private-key");
  if (/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(text)) w.push("invisible-or-bidi-characters");
  return w;
}

function b64(s) {
  const norm = s.replace(/-/g, "+").replace(/_/g, "/").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(norm) || norm.length % 4 === 1) return null;
  const buf = Buffer.from(norm, "base64");
  for (const un of [gunzipSync, inflateSync]) {
    try { return { bytes: un(buf), compressed: un.name }; } catch { /* not compressed */ }
  }
  return { bytes: buf, compressed: null };
}

function asText(buf) {
  const t = buf.toString("utf8");
  const bad = [...t].filter((c) => c === "\uFFFD").length;
  return bad / Math.max(1, t.length) < 0.05 ? t : null;
}

function decodeJwt(tok, hsKey) {
  const parts = tok.split(".");
  if (parts.length !== 3) return null;
  const [h, p] = parts.slice(0, 2).map((x) => JSON.parse(Buffer.from(x, "base64url").toString("utf8")));
  const warnings = [];
  const now = Math.floor(Date.now() / 1000);
  if (h.alg === "none") warnings.push("jwt-alg-none");
  if (!p.exp) warnings.push("jwt-no-exp");
  else if (p.exp < now) warnings.push("jwt-expired");
  else if (p.exp - (p.iat ?? now) > 7 * 86400) warnings.push("jwt-long-lifetime");
  let signature = "not-verified";
  if (hsKey && h.alg?.startsWith("HS")) {
    const mac = createHmac(`sha${h.alg.slice(2)}`, hsKey).update(`${parts[0]}.${parts[1]}`).digest("base64url");
    signature = mac === parts[2] ? "valid (HMAC, key provided by user)" : "INVALID";
  }
  const times = Object.fromEntries(["iat", "nbf", "exp"].filter((k) => p[k]).map((k) => [k, new Date(p[k] * 1000).toISOString()]));
  return { format: "jwt", header: h, claims: p, times, signature, warnings };
}

function decodeAny(s) {
  const out = [];
  if ((as ?? "jwt") === "jwt" && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(s)) {
    try { const j = decodeJwt(s, key); if (j) out.push(j); } catch { /* not a jwt */ }
  }
  if (!as || as === "charcodes") {
    const m = s.match(/^\[?\s*(\d{1,6}\s*,\s*)+\d{1,6}\s*\]?$/);
    if (m) {
      const nums = s.replace(/[[\]\s]/g, "").split(",").map(Number);
      const text = String.fromCharCode(...nums);
      out.push({ format: "charcodes", text: printable(text), warnings: warningsFor(text) });
    }
  }
  if (!as || as === "hex") {
    if (/^(0x)?([0-9a-f]{2})+$/i.test(s.replace(/\s+/g, ""))) {
      const t = asText(Buffer.from(s.replace(/^0x|\s+/gi, ""), "hex"));
      if (t) out.push({ format: "hex", text: printable(t), warnings: warningsFor(t) });
    }
  }
  if (!as || as === "base64") {
    const r = b64(s);
    const t = r && asText(r.bytes);
    if (t) out.push({ format: r.compressed ? `base64+${r.compressed}` : "base64", text: printable(t), warnings: warningsFor(t) });
  }
  if (!as || as === "url") {
    if (/%[0-9a-f]{2}/i.test(s)) {
      try { const t = decodeURIComponent(s); out.push({ format: "url", text: printable(t), warnings: warningsFor(t) }); } catch { /* malformed */ }
    }
  }
  if (as === "reverse") {
    const t = [...s].reverse().join("");
    out.push({ format: "reversed", text: printable(t), warnings: warningsFor(t) });
  }
  return out;
}

function scanFile(path) {
  const text = readFileSync(path, "utf8");
  const hits = [];
  const re = /([A-Za-z0-9+/_-]{40,}={0,2})|(\[\s*(?:\d{2,6}\s*,\s*){10,}\d{2,6}\s*\])|((?:[0-9a-f]{2}){24,})/gi;
  for (const m of text.matchAll(re)) {
    const line = text.slice(0, m.index).split("\n").length;
    for (const d of decodeAny(m[0])) hits.push({ line, ...d });
  }
  return hits;
}

const result = file ? { file, findings: scanFile(file) } : { input: input.slice(0, 80), decoded: decodeAny(input) };
result.note = "Decoded for display only. Nothing was executed or sent anywhere.";
console.log(JSON.stringify(result, null, 2));
