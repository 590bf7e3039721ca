#!/usr/bin/env node
// コマンドを実行し、結果の要約だけをユーザー設定の Webhook に送る。
import { spawn, execSync } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

function loadEnvUrl() {
  if (process.env.NOTIFY_WEBHOOK_URL) return process.env.NOTIFY_WEBHOOK_URL;
  if (!existsSync(".env")) return null;
  const line = readFileSync(".env", "utf8").split("\n").find((l) => l.startsWith("NOTIFY_WEBHOOK_URL="));
  return line ? line.slice("NOTIFY_WEBHOOK_URL=".length).trim() : null;
}

const sep = process.argv.indexOf("--");
const cmd = process.argv.slice(sep + 1);
if (!cmd.length) {
  console.error("usage: notify.mjs -- <command...>");
  process.exit(2);
}

const t0 = Date.now();
const child = spawn(cmd[0], cmd.slice(1), { stdio: "inherit", shell: false });
child.on("exit", async (code) => {
  const url = loadEnvUrl();
  if (!url) {
    console.log("NOTIFY_WEBHOOK_URL が未設定のため通知しません。");
    process.exit(code ?? 1);
  }
  let sha = "-";
  try { sha = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(); } catch {}
  const tpl = readFileSync(join(here, "..", "templates", "message.json"), "utf8");
  const body = tpl
    .replace("{{icon}}", code === 0 ? "✅" : "❌")
    .replace("{{project}}", basename(process.cwd()))
    .replace("{{result}}", code === 0 ? "成功" : "失敗")
    .replace("{{duration}}", String(Math.round((Date.now() - t0) / 1000)))
    .replace("{{sha}}", sha);
  try {
    await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  } catch (e) {
    console.error("通知に失敗しました:", e.message);
  }
  process.exit(code ?? 1);
});
