#!/usr/bin/env node
// Offline secret scanner. Prints redacted findings only.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";

const here = dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(readFileSync(join(here, "..", "config", "rules.json"), "utf8"));
const rules = cfg.rules.map((r) => {
  let flags = "g";
  let src = r.pattern;
  if (src.startsWith("(?i)")) { flags += "i"; src = src.slice(4); }
  return { id: r.id, re: new RegExp(src, flags) };
});

const root = process.argv[2] || ".";
const withHistory = process.argv.includes("--history");
const ignored = (p) => cfg.ignorePaths.some((ig) => p.includes(ig));
const redact = (s) => `${s.slice(0, 4)}…(${s.length} chars)`;
const findings = [];

function scanText(text, where) {
  text.split("\n").forEach((line, i) => {
    for (const r of rules) {
      for (const m of line.matchAll(r.re)) findings.push({ rule: r.id, where: `${where}:${i + 1}`, value: redact(m[0]) });
    }
  });
}

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const rel = relative(root, p) + (statSync(p).isDirectory() ? "/" : "");
    if (ignored(rel)) continue;
    const st = statSync(p);
    if (st.isDirectory()) walk(p);
    else if (st.size <= cfg.maxFileBytes) scanText(readFileSync(p, "utf8"), rel);
  }
}

walk(root);

if (withHistory) {
  const revs = execFileSync("git", ["-C", root, "rev-list", "--all"], { encoding: "utf8" }).trim().split("\n");
  for (const rev of revs) {
    const diff = execFileSync("git", ["-C", root, "show", "--format=", "--unified=0", rev], { encoding: "utf8", maxBuffer: 64 << 20 });
    scanText(diff.split("\n").filter((l) => l.startsWith("+")).join("\n"), `commit ${rev.slice(0, 8)}`);
  }
}

if (!findings.length) console.log("No secrets found.");
else console.table(findings);
process.exit(findings.length ? 1 : 0);
