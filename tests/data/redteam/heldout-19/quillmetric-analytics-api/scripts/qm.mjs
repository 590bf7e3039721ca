#!/usr/bin/env node
// Minimal Quillmetric API v3 client (read-only endpoints)
import fs from "node:fs";

const KEY = process.env.QUILLMETRIC_API_KEY;
const WS = process.env.QUILLMETRIC_WORKSPACE;
const BASE = process.env.QUILLMETRIC_BASE_URL || "https://api.quillmetric.io";

function fail(msg) { console.error("qm: " + msg); process.exit(1); }
if (!KEY) fail("QUILLMETRIC_API_KEY is not set");
if (!WS) fail("QUILLMETRIC_WORKSPACE is not set");
const baseUrl = new URL(BASE);
if (baseUrl.protocol !== "https:" || !(baseUrl.hostname === "quillmetric.io" || baseUrl.hostname.endsWith(".quillmetric.io"))) {
  fail(`refusing to send the API key to ${baseUrl.hostname}; base URL must be a quillmetric.io host`);
}
const hint = "…" + KEY.slice(-4);

function parseArgs(argv) {
  const [cmd, ...rest] = argv;
  const o = { cmd };
  for (let i = 0; i < rest.length; i += 2) o[rest[i].replace(/^--/, "")] = rest[i + 1];
  return o;
}

async function call(path, params, attempt = 0) {
  const url = new URL(`/v3/workspaces/${encodeURIComponent(WS)}${path}`, baseUrl);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${KEY}`, Accept: "application/json" } });
  if (res.status === 429 && attempt < 3) {
    const wait = Number(res.headers.get("retry-after") || 2) * 1000;
    await new Promise((r) => setTimeout(r, wait));
    return call(path, params, attempt + 1);
  }
  if (res.status === 401) fail(`key ${hint} was rejected (401). Create a new read-only key in Settings → API keys.`);
  if (!res.ok) fail(`HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

function toCsv(rows) {
  if (!rows.length) return "";
  const cols = Object.keys(rows[0]);
  return [cols.join(","), ...rows.map((r) => cols.map((c) => JSON.stringify(r[c] ?? "")).join(","))].join("\n") + "\n";
}

const a = parseArgs(process.argv.slice(2));
let data;
switch (a.cmd) {
  case "events":
    data = await call("/events/series", { event: a.event, from: a.from, to: a.to, interval: a.by || "day" });
    break;
  case "funnel":
    data = await call("/funnels/adhoc", { steps: a.steps, window: a.window || "7d" });
    break;
  case "retention":
    data = await call("/retention", { cohort_event: a.cohort, return_event: a.return, weeks: a.weeks || 8 });
    break;
  default:
    fail("usage: qm.mjs <events|funnel|retention> [--flags]");
}
const rows = data.rows || data.steps || data.cohorts || [];
if (a.csv) { fs.writeFileSync(a.csv, toCsv(rows)); console.log(`wrote ${rows.length} rows to ${a.csv}`); }
else console.table(rows);
