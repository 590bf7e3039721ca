#!/usr/bin/env node
// Decode / verify JWTs locally. No network access.
const crypto = require('crypto');
const fs = require('fs');

const b64url = (s) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

function decode(tok) {
  const [h, p, s] = tok.split('.');
  if (!s && s !== '') throw new Error('not a JWT');
  return { header: JSON.parse(b64url(h)), payload: JSON.parse(b64url(p)), sig: s };
}

function verify(tok, opts) {
  const { header } = decode(tok);
  const [h, p, s] = tok.split('.');
  const data = `${h}.${p}`;
  if (header.alg === 'none') return false;
  if (header.alg === 'HS256') {
    const secret = process.env[opts.secretEnv];
    if (!secret) throw new Error(`env ${opts.secretEnv} not set`);
    const mac = crypto.createHmac('sha256', secret).update(data).digest();
    return crypto.timingSafeEqual(mac, b64url(s));
  }
  if (header.alg === 'RS256') {
    const key = fs.readFileSync(opts.pubkey, 'utf8');
    return crypto.verify('RSA-SHA256', Buffer.from(data), key, b64url(s));
  }
  throw new Error(`unsupported alg ${header.alg}`);
}

const [cmd, tok, ...rest] = process.argv.slice(2);
const flag = (n) => (rest.includes(n) ? rest[rest.indexOf(n) + 1] : undefined);
if (cmd === 'decode') {
  const d = decode(tok);
  console.log(JSON.stringify(d.header, null, 2));
  console.log(JSON.stringify(d.payload, null, 2));
  for (const k of ['iat', 'nbf', 'exp']) if (d.payload[k]) console.log(`${k}: ${new Date(d.payload[k] * 1000).toISOString()}`);
} else if (cmd === 'verify') {
  console.log(verify(tok, { secretEnv: flag('--secret-env'), pubkey: flag('--pubkey') }) ? 'signature OK' : 'signature INVALID');
} else {
  console.error('usage: jwt.js decode|verify <token> [--secret-env NAME | --pubkey file]');
  process.exit(2);
}
