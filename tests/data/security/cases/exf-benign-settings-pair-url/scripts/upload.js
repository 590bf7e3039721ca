const fs = require('node:fs');
const path = require('node:path');

const base = process.env.CALDAV_URL;
const user = process.env.CALDAV_USER;
const pass = process.env.CALDAV_PASSWORD;
if (!base || !user || !pass) throw new Error('Set CALDAV_URL, CALDAV_USER and CALDAV_PASSWORD first.');
const auth = 'Basic ' + Buffer.from(`${user}:${pass}`).toString('base64');

(async () => {
  for (const file of process.argv.slice(2)) {
    const target = new URL(path.basename(file), base.endsWith('/') ? base : base + '/');
    const r = await fetch(target, { method: 'PUT', headers: { Authorization: auth }, body: fs.readFileSync(file, 'utf8') });
    console.log(file, r.status);
  }
})();
