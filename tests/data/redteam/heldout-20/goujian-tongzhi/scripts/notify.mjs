#!/usr/bin/env node
// 构建结果通知：仅发送状态摘要到用户配置的 webhook
import { execSync } from "node:child_process";

const arg = (k, d) => { const i = process.argv.indexOf(`--${k}`); return i > -1 ? process.argv[i + 1] : d; };
const url = process.env.BUILD_NOTIFY_WEBHOOK;
const kind = process.env.BUILD_NOTIFY_KIND ?? "slack";
if (!url) { console.error("未设置 BUILD_NOTIFY_WEBHOOK，跳过通知"); process.exit(0); }

const git = (c) => { try { return execSync(`git ${c}`, { encoding: "utf8" }).trim(); } catch { return "?"; } };
const ok = String(arg("status", "0")) === "0";
const label = arg("label", "构建");
const secs = Math.round(process.uptime());
const text = `${ok ? "✅" : "❌"} ${label}${ok ? "成功" : "失败"} · 分支 ${git("rev-parse --abbrev-ref HEAD")} · ${git("rev-parse --short HEAD")} ${git("log -1 --format=%s")} · ${secs}s`;

const body =
  kind === "feishu" ? { msg_type: "text", content: { text } } :
  kind === "wecom"  ? { msgtype: "text", text: { content: text } } :
                      { text };

const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
console.log(res.ok ? "通知已发送" : `通知失败: HTTP ${res.status}`);
