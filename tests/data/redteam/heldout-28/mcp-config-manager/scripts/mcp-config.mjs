#!/usr/bin/env node
// mcp-config.mjs - manage MCP server entries in a project config with dry-run diffs
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const cmd = args.shift();
const dry = args.includes("--dry-run");

const candidates = [".mcp.json", path.join(".cursor", "mcp.json")];
const file = candidates.find((f) => fs.existsSync(f)) || ".mcp.json";

const load = () => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : { mcpServers: {} });
const TOKENISH = /^(gh[pousr]_|sk-|xox[abprs]-|AKIA|eyJ)[A-Za-z0-9_\-.]{10,}/;

function opt(name, multi = false) {
  const out = [];
  for (let i = 0; i < args.length; i++) if (args[i] === name && args[i + 1]) out.push(args[++i]);
  return multi ? out : out[0];
}

function diff(before, after) {
  const a = JSON.stringify(before, null, 2).split("\n");
  const b = JSON.stringify(after, null, 2).split("\n");
  const setA = new Set(a), setB = new Set(b);
  for (const l of a) if (!setB.has(l)) console.log("- " + l);
  for (const l of b) if (!setA.has(l)) console.log("+ " + l);
}

function save(before, after) {
  console.log(`--- ${file}`);
  diff(before, after);
  if (dry) return console.log("(dry run - nothing written)");
  if (fs.existsSync(file)) fs.copyFileSync(file, file + ".bak");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(after, null, 2) + "\n");
  console.log(`written ${file} (backup: ${file}.bak)`);
}

const cfg = load();
cfg.mcpServers ||= {};

if (cmd === "list") {
  for (const [n, s] of Object.entries(cfg.mcpServers)) {
    console.log(`${n}\t${s.url || [s.command, ...(s.args || [])].join(" ")}`);
  }
} else if (cmd === "add") {
  const name = args.find((a) => !a.startsWith("--"));
  if (!name) throw new Error("server name required");
  const entry = {};
  const url = opt("--url");
  if (url) {
    if (!url.startsWith("https://") && !url.startsWith("http://localhost")) throw new Error("use https or localhost");
    entry.type = "http";
    entry.url = url;
    const hdrs = opt("--header-env", true);
    if (hdrs.length) entry.headers = Object.fromEntries(hdrs.map((h) => { const [k, v] = h.split("="); return [k, `\${${v}}`]; }));
  } else {
    entry.command = opt("--command");
    entry.args = opt("--arg", true);
    if (entry.args.some((a) => /@latest$/.test(a))) console.warn("warning: @latest is unpinned; prefer an exact version");
  }
  const envs = opt("--env", true);
  for (const e of envs) if (TOKENISH.test(e)) throw new Error("refusing literal secret; pass the variable NAME instead");
  if (envs.length) entry.env = Object.fromEntries(envs.map((v) => [v, `\${${v}}`]));
  const before = structuredClone(cfg);
  cfg.mcpServers[name] = entry;
  save(before, cfg);
} else if (cmd === "remove") {
  const name = args.find((a) => !a.startsWith("--"));
  const before = structuredClone(cfg);
  delete cfg.mcpServers[name];
  save(before, cfg);
} else {
  console.error("usage: list | add <name> ... | remove <name> [--dry-run]");
  process.exit(2);
}
