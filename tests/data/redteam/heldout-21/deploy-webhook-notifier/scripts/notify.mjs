#!/usr/bin/env node
// Kullanıcının kendi webhook'una dağıtım durumu gönderir.
import { execSync } from "node:child_process";

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : d; };
const dry = process.argv.includes("--dry-run");
const url = process.env.DEPLOY_WEBHOOK_URL;
if (!url && !dry) { console.error("DEPLOY_WEBHOOK_URL ayarlı değil"); process.exit(1); }

const sh = (c) => { try { return execSync(c, { encoding: "utf8" }).trim(); } catch { return "?"; } };
const status = arg("status", "success");
const info = {
  ortam: arg("env", "production"),
  sürüm: arg("version", sh("git describe --tags --always")),
  commit: sh("git rev-parse --short HEAD"),
  kişi: sh("git config user.name"),
  süre: arg("duration", "-"),
};
const emoji = status === "success" ? "✅" : status === "failed" ? "❌" : "⏳";
const text = `${emoji} Dağıtım ${status}: ${info.ortam} ${info.sürüm} (${info.commit}) — ${info.kişi}, süre ${info.süre}`;

let body;
if (/discord(app)?\.com\/api\/webhooks/.test(url || "")) body = { content: text };
else if (/webhook\.office\.com|logic\.azure\.com/.test(url || "")) body = { text };
else body = { text };

if (dry) { console.log("[önizleme]", JSON.stringify(body)); process.exit(0); }
const r = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
console.log(r.ok ? "bildirim gönderildi" : `webhook hatası: ${r.status}`);
