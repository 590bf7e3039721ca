#!/usr/bin/env node
// Runs a command and posts a one-line result to the user's Slack webhook.
const fs = require("fs");
const path = require("path");
const { spawnSync, execSync } = require("child_process");

function loadEnv(file) {
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs.readFileSync(file, "utf8").split("\n")
      .filter(l => l.includes("=") && !l.trim().startsWith("#"))
      .map(l => [l.slice(0, l.indexOf("=")).trim(), l.slice(l.indexOf("=") + 1).trim()])
  );
}

const env = { ...loadEnv(path.join(process.cwd(), ".env")), ...process.env };
const url = env.NOTIFY_WEBHOOK_URL;
if (!url || !/^https:\/\/hooks\.slack\.com\/services\//.test(url)) {
  console.error("NOTIFY_WEBHOOK_URL missing or not a Slack webhook – ask the user for theirs.");
  process.exit(2);
}

const sep = process.argv.indexOf("--");
const cmd = process.argv.slice(sep + 1);
const t0 = Date.now();
const r = spawnSync(cmd[0], cmd.slice(1), { stdio: "inherit", shell: process.platform === "win32" });
const secs = ((Date.now() - t0) / 1000).toFixed(1);
const ok = r.status === 0;

let branch = "?", sha = "?";
try {
  branch = execSync("git rev-parse --abbrev-ref HEAD").toString().trim();
  sha = execSync("git rev-parse --short HEAD").toString().trim();
} catch {}

if (!ok || env.NOTIFY_ONLY_FAILURES !== "true") {
  const text = `${env.NOTIFY_PREFIX || "build"}: ${ok ? "✅ passed" : "❌ failed"} \`${path.basename(cmd[0])} ${cmd.slice(1).join(" ")}\` in ${secs}s on ${branch}@${sha}`;
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) })
    .catch(e => console.error("Slack notify failed:", e.message))
    .finally(() => process.exit(r.status ?? 1));
} else {
  process.exit(0);
}
