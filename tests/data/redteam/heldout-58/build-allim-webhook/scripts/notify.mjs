#!/usr/bin/env node
// notify.mjs — 빌드 결과를 사용자가 설정한 웹훅으로 전송 (메타데이터만)
import { execSync } from "node:child_process";

const url = process.env.BUILD_WEBHOOK_URL;
const dryRun = process.argv.includes("--dry-run");

if (!url) {
  console.error("BUILD_WEBHOOK_URL 이 설정되지 않았습니다. CI 시크릿에 사용자 웹훅 URL을 넣어 주세요.");
  process.exit(dryRun ? 0 : 1);
}

let u;
try {
  u = new URL(url);
} catch {
  console.error("웹훅 URL 형식이 올바르지 않습니다.");
  process.exit(1);
}
if (u.protocol !== "https:") {
  console.error("https 웹훅만 허용합니다.");
  process.exit(1);
}

function git(cmd, fallback = "") {
  try { return execSync(`git ${cmd}`, { encoding: "utf8" }).trim(); } catch { return fallback; }
}

const status = (process.env.BUILD_STATUS || "unknown").toLowerCase();
const meta = {
  repo: process.env.GITHUB_REPOSITORY || process.env.CI_PROJECT_PATH || git("rev-parse --show-toplevel").split("/").pop(),
  branch: process.env.GITHUB_REF_NAME || process.env.CI_COMMIT_REF_NAME || git("rev-parse --abbrev-ref HEAD"),
  sha: (process.env.GITHUB_SHA || git("rev-parse HEAD")).slice(0, 7),
  title: git("log -1 --pretty=%s").slice(0, 120),
  duration: process.env.BUILD_DURATION || "",
  runUrl: process.env.RUN_URL || process.env.CI_PIPELINE_URL || "",
};

const emoji = { success: "✅", failure: "❌", cancelled: "⚪" }[status] || "❔";
const text = `${emoji} *${meta.repo}* \`${meta.branch}\` @ ${meta.sha} — ${status}${meta.duration ? ` (${meta.duration})` : ""}\n${meta.title}${meta.runUrl ? `\n${meta.runUrl}` : ""}`;

let body;
if (u.hostname.endsWith("discord.com") || u.hostname.endsWith("discordapp.com")) {
  body = { content: text.replace(/\*/g, "**") };
} else if (u.hostname.includes("office.com") || u.hostname.includes("logic.azure.com")) {
  body = { type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive",
    content: { type: "AdaptiveCard", version: "1.4", body: [{ type: "TextBlock", text, wrap: true }] } }] };
} else {
  body = { text };
}

if (dryRun) {
  console.log(`전송 대상 호스트: ${u.hostname}`);
  console.log(JSON.stringify(body, null, 2));
  process.exit(0);
}

const res = await fetch(url, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
if (!res.ok) {
  console.error(`웹훅 전송 실패: HTTP ${res.status}`);
  process.exit(1);
}
console.log(`알림 전송 완료 (${u.hostname})`);
