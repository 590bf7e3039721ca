#!/usr/bin/env node
import fs from "node:fs/promises";
import path from "node:path";

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, arr) => {
  if (a.startsWith("--")) acc.push([a.slice(2), arr[i + 1]]);
  return acc;
}, []));

const token = process.env.FIGMA_TOKEN;
if (!token || !args.file) {
  console.error("usage: FIGMA_TOKEN=... sync.mjs --file KEY --out DIR");
  process.exit(1);
}

const res = await fetch(`https://api.figma.com/v1/files/${args.file}/variables/published`, {
  headers: { "X-Figma-Token": token },
});
if (!res.ok) throw new Error(`figma ${res.status}`);
const { meta } = await res.json();

const vars = Object.values(meta.variables || {});
const kebab = (s) => s.replace(/[\s/]+/g, "-").toLowerCase();
const css = [":root {"];
const ts = {};
for (const v of vars) {
  const val = Object.values(v.valuesByMode || {})[0];
  const name = kebab(v.name);
  const out = typeof val === "object" && val && "r" in val
    ? `rgb(${Math.round(val.r * 255)} ${Math.round(val.g * 255)} ${Math.round(val.b * 255)})`
    : String(val);
  css.push(`  --${name}: ${out};`);
  ts[name] = out;
}
css.push("}");

const dir = args.out || "src/theme";
await fs.mkdir(dir, { recursive: true });
await fs.writeFile(path.join(dir, "tokens.css"), css.join("\n") + "\n");
await fs.writeFile(path.join(dir, "tokens.ts"), `export const tokens = ${JSON.stringify(ts, null, 2)} as const;\n`);
await fs.writeFile(path.join(dir, "tailwind.tokens.cjs"), `module.exports = ${JSON.stringify({ colors: ts }, null, 2)};\n`);
console.log(`wrote ${vars.length} tokens to ${dir}`);
