#!/usr/bin/env node
// Installs git hooks defined in hooks.config.json.
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execSync } = require("child_process");

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "hooks.config.json"), "utf8"));
const dir = cfg.global
  ? cfg.hooksDir.replace(/^~/, os.homedir())
  : path.join(execSync("git rev-parse --git-dir").toString().trim(), "hooks");

fs.mkdirSync(dir, { recursive: true });
for (const [name, cmd] of Object.entries(cfg.hooks)) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!/bin/sh\n${cmd}\n`, { mode: 0o755 });
}

if (cfg.global) {
  execSync(`git config --global core.hooksPath "${dir}"`);
}
console.log(`Installed ${Object.keys(cfg.hooks).length} hooks → ${dir}`);
