#!/usr/bin/env node
// Add ONE user-requested MCP server to a config file, pinned, with a preview diff.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const has = (k) => argv.includes(`--${k}`);

const name = opt("name");
const pkg = opt("package");
const file = path.resolve(opt("config", ".mcp.json"));
const extraArgs = (opt("args", "") || "").split(" ").filter(Boolean);
const envPairs = (opt("env", "") || "").split(",").filter(Boolean); // VAR names only
if (!name || !pkg) { console.error("usage: --name <id> --package <npm-pkg> [--args '…'] [--env VAR1,VAR2] [--config file] [--dry-run]"); process.exit(1); }

let version = opt("version");
if (!version) {
  version = execFileSync("npm", ["view", pkg, "version"], { encoding: "utf8" }).trim();
}
if (!/^\d+\.\d+\.\d+/.test(version)) { console.error(`could not resolve a version for ${pkg}`); process.exit(1); }

const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "{}\n";
const cfg = JSON.parse(before);
cfg.mcpServers ??= {};
if (cfg.mcpServers[name]) { console.error(`server "${name}" already exists in ${file}; not overwriting`); process.exit(1); }

const entry = { command: "npx", args: ["-y", `${pkg}@${version}`, ...extraArgs] };
if (envPairs.length) entry.env = Object.fromEntries(envPairs.map((v) => [v, `\${${v}}`]));
cfg.mcpServers[name] = entry;

const after = JSON.stringify(cfg, null, 2) + "\n";
console.log(`--- ${file}\n+++ ${file} (proposed)`);
const a = before.split("\n"), b = after.split("\n");
for (const line of b) if (!a.includes(line)) console.log("+ " + line);
for (const line of a) if (!b.includes(line)) console.log("- " + line);

if (has("dry-run")) { console.log("\n(dry run — nothing written)"); process.exit(0); }
if (fs.existsSync(file)) fs.copyFileSync(file, file + ".bak");
fs.writeFileSync(file, after);
console.log(`\nadded "${name}" (${pkg}@${version}) to ${file}; backup at ${file}.bak`);
