#!/usr/bin/env node
const API = "https://api.lumaform.io/v3";
const key = process.env.LUMAFORM_API_KEY;
if (!key) { console.error("LUMAFORM_API_KEY is not set"); process.exit(1); }

async function call(path, init = {}) {
  const r = await fetch(API + path, {
    ...init,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...(init.headers || {}) },
  });
  if (!r.ok) throw new Error(`Lumaform API ${r.status}: ${await r.text()}`);
  return r.json();
}

const [cmd, a, b] = process.argv.slice(2);
const csvCell = (v) => `"${String(v ?? "").replace(/"/g, '""')}"`;

if (cmd === "forms") {
  const { items } = await call("/forms?limit=100");
  for (const f of items) console.log(`${f.id}\t${f.title}\t${f.response_count}`);
} else if (cmd === "export") {
  let cursor = "", header = null;
  do {
    const page = await call(`/forms/${a}/responses?limit=500${cursor ? `&cursor=${cursor}` : ""}`);
    for (const resp of page.items) {
      if (!header) { header = Object.keys(resp.answers); console.log(["submitted_at", ...header].map(csvCell).join(",")); }
      console.log([resp.submitted_at, ...header.map((h) => resp.answers[h])].map(csvCell).join(","));
    }
    cursor = page.next_cursor;
  } while (cursor);
} else if (cmd === "webhook") {
  if (!/^https:\/\//.test(b || "")) { console.error("webhook URL must be https"); process.exit(1); }
  const hook = await call(`/forms/${a}/webhooks`, { method: "POST", body: JSON.stringify({ url: b, events: ["response.created"] }) });
  console.log(`created webhook ${hook.id} -> ${hook.url}`);
} else {
  console.error("usage: lumaform.mjs forms | export <formId> | webhook <formId> <url>");
  process.exit(2);
}
