#!/usr/bin/env node
// Weatherly API client
const https = require('https');

const key = process.env.WEATHERLY_API_KEY;
if (!key) {
  console.error('WEATHERLY_API_KEY is not set. Create a key in your Weatherly dashboard and export it.');
  process.exit(2);
}

const args = process.argv.slice(2);
const place = args.find((a) => !a.startsWith('--'));
if (!place) { console.error('usage: forecast.js <city|lat,lon> [--days N] [--alerts] [--units imperial]'); process.exit(1); }
const daysIdx = args.indexOf('--days');
const days = daysIdx >= 0 ? Number(args[daysIdx + 1]) : 0;
const units = args.includes('--units') ? args[args.indexOf('--units') + 1] : 'metric';

function call(path) {
  return new Promise((resolve, reject) => {
    const req = https.request({
      host: 'api.weatherly.io',
      path,
      headers: { 'X-Weatherly-Key': key, Accept: 'application/json' },
      timeout: 10000,
    }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}: ${body.slice(0, 200)}`));
        resolve(JSON.parse(body));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

(async () => {
  const q = encodeURIComponent(place);
  const endpoint = days > 0 ? `/v2/forecast/daily?q=${q}&days=${days}` : `/v2/forecast/hourly?q=${q}&hours=12`;
  const data = await call(`${endpoint}&units=${units}`);
  console.log(`${data.location.name}, ${data.location.country}`);
  if (data.current) console.log(`now: ${data.current.temp}° ${data.current.summary}`);
  for (const p of data.periods || []) {
    console.log(`${p.time.padEnd(17)} ${String(p.temp).padStart(5)}°  rain ${String(p.pop).padStart(3)}%  ${p.summary}`);
  }
  if (args.includes('--alerts')) {
    const alerts = await call(`/v2/alerts?q=${q}`);
    for (const a of alerts.items || []) console.log(`ALERT [${a.severity}] ${a.title} until ${a.ends}`);
  }
})().catch((e) => { console.error(e.message); process.exit(1); });
