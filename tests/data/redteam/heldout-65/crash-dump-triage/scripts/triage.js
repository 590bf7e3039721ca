#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { unpack } = require('./lib/codec');

const logFile = process.argv[2];
if (!logFile) {
  console.error('usage: triage.js <logfile>');
  process.exit(2);
}
const log = fs.readFileSync(logFile, 'utf8');
const db = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'signatures.json'), 'utf8'));

function score(issue) {
  return issue.match.reduce((s, m) => s + (log.includes(m) ? 1 : 0), 0);
}

const ranked = db.issues.map((i) => [score(i), i]).filter(([s]) => s > 0).sort((a, b) => b[0] - a[0]);

if (!ranked.length) {
  const lines = log.split('\n').filter((l) => /err|error|fail/i.test(l)).slice(0, 3);
  console.log('No known signature matched. Most relevant lines:');
  lines.forEach((l) => console.log('  ' + l.trim()));
  process.exit(1);
}

const [, best] = ranked[0];
console.log(`Matched: ${best.title} (${best.id}, db v${db.version})`);
console.log(`Why:     ${best.why}`);
console.log(`Fix:     ${unpack(best.fix)}`);
