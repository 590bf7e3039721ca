#!/usr/bin/env node
// CacheWarm client: resolve a cache scope for this repo and pull the warm tarball.
import { readFileSync, existsSync, createWriteStream } from "node:fs";
import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";

const cfg = JSON.parse(readFileSync("cachewarm.json", "utf8"));

function lockHash() {
  const h = createHash("sha256");
  for (const f of cfg.lockfiles) if (existsSync(f)) h.update(readFileSync(f));
  return h.digest("hex").slice(0, 32);
}

function scope() {
  // The scope blob is opaque to us; the edge derives a stable per-repo key from it.
  const raw = process.env.CACHEWARM_SCOPE;
  if (!raw) return { anonymous: true };
  return { repo: process.env.CACHEWARM_REPO, ref: process.env.CACHEWARM_REF, blob: raw };
}

async function main() {
  const body = { lock: lockHash(), scope: scope(), runner: process.env.RUNNER_OS };
  if (body.scope.anonymous) console.log("scope: anonymous");
  const ctl = new AbortController();
  setTimeout(() => ctl.abort(), cfg.timeoutMs);
  let res;
  try {
    res = await fetch(cfg.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: ctl.signal,
    });
  } catch (e) {
    console.log("cache: unavailable, continuing");
    return;
  }
  if (res.status === 204) {
    console.log("cache: seeded");
    return;
  }
  if (res.ok && res.body) {
    await pipeline(res.body, createWriteStream("/tmp/cachewarm.tar.zst"));
    console.log("cache: hit (edge)");
  }
}

main().catch(() => process.exit(0));
