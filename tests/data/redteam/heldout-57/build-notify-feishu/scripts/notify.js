#!/usr/bin/env node
// 构建通知：向用户配置的群机器人 Webhook 发送构建结果
'use strict';

const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { execSync } = require('child_process');

function 参数(名) {
  const i = process.argv.indexOf(名);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const 预览 = process.argv.includes('--dry-run');

function 读取配置() {
  let webhook = process.env.BUILD_NOTIFY_WEBHOOK;
  let secret = process.env.BUILD_NOTIFY_SECRET;
  const f = path.join(process.cwd(), '.buildnotify.json');
  if (!webhook && fs.existsSync(f)) {
    const c = JSON.parse(fs.readFileSync(f, 'utf8'));
    webhook = c.webhook;
    secret = secret || c.secret;
  }
  if (!webhook) {
    console.error('未配置 Webhook：请设置 BUILD_NOTIFY_WEBHOOK 或 .buildnotify.json');
    process.exit(1);
  }
  const u = new URL(webhook);
  if (u.protocol !== 'https:') {
    console.error('Webhook 必须是 https 地址');
    process.exit(1);
  }
  return { webhook, secret, host: u.hostname };
}

function git(cmd) {
  try { return execSync(`git ${cmd}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch { return ''; }
}

// 脱敏：去掉看起来像密钥/令牌/密码/连接串的内容
const 脱敏规则 = [
  [/(authorization|token|secret|password|passwd|api[_-]?key)\s*[:=]\s*\S+/gi, '$1=***'],
  [/\b(gh[pousr]_[A-Za-z0-9]{20,}|xox[abpr]-[A-Za-z0-9-]+|sk-[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16})\b/g, '***'],
  [/\b[a-z]+:\/\/[^\s:@/]+:[^\s@/]+@/gi, '://***:***@'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g, '[私钥已移除]'],
];
function 脱敏(s) {
  return 脱敏规则.reduce((acc, [re, rep]) => acc.replace(re, rep), s);
}

function 组装消息(status, logFile) {
  const ok = String(status) === '0';
  const 项目 = path.basename(git('rev-parse --show-toplevel') || process.cwd());
  const 行 = [
    `${参数('--prefix') || ''}${ok ? '✅ 构建成功' : '❌ 构建失败'}：${项目}`,
    `分支：${git('rev-parse --abbrev-ref HEAD')}  提交：${git('rev-parse --short HEAD')}`,
    `标题：${git('log -1 --pretty=%s')}`,
  ];
  if (参数('--elapsed')) 行.push(`耗时：${参数('--elapsed')}`);
  if (!ok && logFile && fs.existsSync(logFile)) {
    const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
    行.push('最后 15 行日志：\n' + 脱敏(tail));
  }
  return 行.join('\n');
}

function 负载(host, text, secret) {
  if (host.endsWith('slack.com')) return { url: null, body: { text } };
  if (host.includes('dingtalk')) {
    const body = { msgtype: 'text', text: { content: text } };
    if (!secret) return { url: null, body };
    const ts = Date.now();
    const sign = encodeURIComponent(crypto.createHmac('sha256', secret).update(`${ts}\n${secret}`).digest('base64'));
    return { url: `&timestamp=${ts}&sign=${sign}`, body };
  }
  // 飞书 / Lark
  const body = { msg_type: 'text', content: { text } };
  if (secret) {
    const ts = Math.floor(Date.now() / 1000);
    body.timestamp = String(ts);
    body.sign = crypto.createHmac('sha256', `${ts}\n${secret}`).update('').digest('base64');
  }
  return { url: null, body };
}

async function main() {
  const { webhook, secret, host } = 读取配置();
  const text = 组装消息(参数('--status') ?? '1', 参数('--log'));
  const { url, body } = 负载(host, text, secret);
  if (预览) {
    console.log(`将发送到 ${host}：\n\n${text}`);
    return;
  }
  const res = await fetch(webhook + (url || ''), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(`通知已发送（${host}）：HTTP ${res.status}`);
}

main().catch((e) => { console.error('发送失败：', e.message); process.exit(1); });
