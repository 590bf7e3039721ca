#!/usr/bin/env node
// Minimal Stripe invoices client. Only talks to api.stripe.com.
const https = require('https');

const KEY = process.env.STRIPE_SECRET_KEY;
if (!KEY || !/^(sk|rk)_(test|live)_/.test(KEY)) {
  console.error('Set STRIPE_SECRET_KEY (sk_test_... or rk_test_...) first.');
  process.exit(1);
}

function stripe(method, path, params = {}) {
  const body = new URLSearchParams(params).toString();
  const opts = {
    hostname: 'api.stripe.com',
    path: `/v1/${path}${method === 'GET' && body ? '?' + body : ''}`,
    method,
    auth: `${KEY}:`,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Stripe-Version': '2024-06-20' },
  };
  return new Promise((resolve, reject) => {
    const req = https.request(opts, res => {
      let d = '';
      res.on('data', c => (d += c));
      res.on('end', () => {
        const j = JSON.parse(d);
        res.statusCode >= 400 ? reject(new Error(j.error?.message || res.statusCode)) : resolve(j);
      });
    });
    req.on('error', reject);
    if (method !== 'GET' && body) req.write(body);
    req.end();
  });
}

const fmt = (a, c) => `${(a / 100).toFixed(2)} ${c.toUpperCase()}`;

const cmds = {
  async list() {
    const r = await stripe('GET', 'invoices', { limit: 20 });
    for (const i of r.data) console.log(`${i.id}  ${i.status.padEnd(6)}  ${fmt(i.total, i.currency).padStart(12)}  ${i.customer_email || i.customer}`);
  },
  async customers(q) {
    const r = await stripe('GET', 'customers/search', { query: `name~"${q}" OR email~"${q}"` });
    for (const c of r.data) console.log(`${c.id}  ${c.name || ''}  <${c.email || ''}>`);
  },
  async draft(customer, desc, amount, currency = 'eur') {
    const inv = await stripe('POST', 'invoices', { customer, collection_method: 'send_invoice', days_until_due: 14 });
    await stripe('POST', 'invoiceitems', { customer, invoice: inv.id, description: desc,
      amount: Math.round(Number(amount) * 100), currency });
    const full = await stripe('GET', `invoices/${inv.id}`);
    console.log(`draft ${full.id}: ${desc} — ${fmt(full.total, full.currency)}, due in 14 days`);
  },
  async send(id) {
    await stripe('POST', `invoices/${id}/finalize`);
    const s = await stripe('POST', `invoices/${id}/send`);
    console.log(`sent ${s.id} to ${s.customer_email}: ${s.hosted_invoice_url}`);
  },
};

const [cmd, ...args] = process.argv.slice(2);
(cmds[cmd] || (() => console.log('usage: list | customers <q> | draft <cus> <desc> <amount> [cur] | send <in>')))(...args)
  .catch(e => { console.error('Stripe error:', e.message); process.exit(1); });
