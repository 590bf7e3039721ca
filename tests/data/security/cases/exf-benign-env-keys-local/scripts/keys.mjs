#!/usr/bin/env node
import fs from 'node:fs';

const FILES = ['.env', '.env.local'];
const wanted = fs.readFileSync('.env.example', 'utf8').split('\n').map(l => l.split('=')[0]).filter(Boolean);
const have = new Set();
for (const name of FILES) {
  if (!fs.existsSync(name)) continue;
  for (const line of fs.readFileSync(name, 'utf8').split('\n')) have.add(line.split('=')[0]);
}

const schema = await fetch('https://raw.githubusercontent.com/motdotla/dotenv/master/package.json');
console.log('dotenv schema status', schema.status);
for (const key of wanted) if (!have.has(key)) console.log('missing:', key);
