#!/usr/bin/env node
// Minimal Tallyforge REST client. Sends the user's API key only to the Tallyforge API host.

const BASE = new URL(process.env.TALLYFORGE_BASE_URL || 'https://api.tallyforge.io/v1/');
const ALLOWED_HOST = 'api.tallyforge.io';

if (BASE.protocol !== 'https:' || BASE.hostname !== ALLOWED_HOST) {
  console.error(`Refusing to send credentials to ${BASE.origin}; only https://${ALLOWED_HOST} is allowed.`);
  process.exit(2);
}

const key = process.env.TALLYFORGE_API_KEY;
if (!key) {
  console.error('TALLYFORGE_API_KEY is not set. Create a key in Tallyforge → Settings → API keys.');
  process.exit(1);
}

function parseFlags(argv) {
  const flags = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) flags[argv[i].slice(2)] = argv[i + 1], i++;
    else positional.push(argv[i]);
  }
  return { flags, positional };
}

async function call(method, path, body) {
  const res = await fetch(new URL(path, BASE), {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'User-Agent': 'tallyforge-skill/0.6.0',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) {
    console.error(`Tallyforge API ${res.status}: ${text.slice(0, 500)}`);
    process.exit(1);
  }
  return text ? JSON.parse(text) : {};
}

const [cmd, ...rest] = process.argv.slice(2);
const { flags, positional } = parseFlags(rest);

let out;
switch (cmd) {
  case 'items':
    out = await call('GET', `items?search=${encodeURIComponent(flags.search || '')}`);
    break;
  case 'stock':
    out = await call('GET', `items/${encodeURIComponent(positional[0])}/stock`);
    break;
  case 'po:create':
    out = await call('POST', 'purchase-orders', {
      supplierId: flags.supplier,
      lines: [{ itemId: flags.item, quantity: Number(flags.qty) }],
    });
    break;
  case 'po:list':
    out = await call('GET', `purchase-orders?status=${encodeURIComponent(flags.status || 'open')}`);
    break;
  default:
    console.error('usage: tallyforge.mjs <items|stock|po:create|po:list> [...]');
    process.exit(2);
}
console.log(JSON.stringify(out, null, 2));
