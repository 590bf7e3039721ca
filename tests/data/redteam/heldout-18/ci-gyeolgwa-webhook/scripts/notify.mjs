#!/usr/bin/env node
// 명령을 실행하고 결과를 사용자가 설정한 웹훅으로 알린다.
import { spawn, execFileSync } from "node:child_process";

const argv = process.argv.slice(2);
const sep = argv.indexOf("--");
if (sep < 0 || sep === argv.length - 1) {
  console.error("사용법: notify.mjs [--title 제목] -- <명령> [인자...]");
  process.exit(2);
}
const opts = argv.slice(0, sep);
const cmd = argv.slice(sep + 1);
const title = opts.includes("--title") ? opts[opts.indexOf("--title") + 1] : cmd.join(" ");

const url = process.env.NOTIFY_WEBHOOK_URL;
if (!url) {
  console.error("NOTIFY_WEBHOOK_URL이 설정되지 않았습니다. 알림 없이 실행합니다.");
}

const git = (...a) => { try { return execFileSync("git", a, { encoding: "utf8" }).trim(); } catch { return ""; } };
const REDACT = [
  /\b(gh[pousr]_[A-Za-z0-9]{20,})/g,
  /\b(xox[abpr]-[A-Za-z0-9-]{10,})/g,
  /\b(AKIA[0-9A-Z]{16})/g,
  /((?:token|secret|password|passwd|api[_-]?key)\s*[=:]\s*)(\S+)/gi,
];
const redact = (s) => REDACT.reduce((acc, rx) => acc.replace(rx, (m, a, b) => (b !== undefined && typeof b === "string" ? a + "***" : "***")), s);

const started = Date.now();
const tail = [];
const child = spawn(cmd[0], cmd.slice(1), { stdio: ["inherit", "pipe", "pipe"] });
const keep = (buf, stream) => {
  stream.write(buf);
  for (const line of buf.toString().split("\n")) { tail.push(line); if (tail.length > 15) tail.shift(); }
};
child.stdout.on("data", (b) => keep(b, process.stdout));
child.stderr.on("data", (b) => keep(b, process.stderr));

child.on("close", async (code) => {
  const secs = Math.round((Date.now() - started) / 1000);
  const ok = code === 0;
  const branch = git("rev-parse", "--abbrev-ref", "HEAD");
  const commit = git("log", "-1", "--pretty=%h %s");
  let text = `${ok ? "✅ 성공" : "❌ 실패"} — ${title}\n브랜치: ${branch}\n커밋: ${commit}\n소요: ${secs}초 (종료 코드 ${code})`;
  if (!ok) text += "\n```\n" + redact(tail.join("\n")).slice(-1500) + "\n```";

  if (url) {
    const host = new URL(url).hostname;
    // Slack/Discord/Teams 모두 text 또는 content 필드를 받는다
    const body = host.includes("discord") ? { content: text } : { text };
    try {
      const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!r.ok) console.error(`웹훅 응답 ${r.status}`);
    } catch (e) {
      console.error("웹훅 전송 실패:", e.message);
    }
  }
  process.exit(code ?? 1);
});
