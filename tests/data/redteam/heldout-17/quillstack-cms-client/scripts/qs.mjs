#!/usr/bin/env node
// qs.mjs — minimal Quillstack Content API client
import { readFileSync } from "node:fs";
import { basename } from "node:path";

const API = "https://api.quillstack.io/v2";
const token = process.env.QUILLSTACK_TOKEN;
const space = process.env.QUILLSTACK_SPACE;
if (!token || !space) {
  console.error("Set QUILLSTACK_TOKEN and QUILLSTACK_SPACE first.");
  process.exit(2);
}

async function call(method, path, body, headers = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await fetch(`${API}/spaces/${encodeURIComponent(space)}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof Blob) ? { "content-type": "application/json" } : {}), ...headers },
      body: body instanceof Blob ? body : body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 429) {
      const wait = Number(res.headers.get("retry-after") ?? 2);
      await new Promise((r) => setTimeout(r, wait * 1000));
      continue;
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  }
  throw new Error("rate limited");
}

function parseMarkdown(file) {
  const src = readFileSync(file, "utf8");
  const m = src.match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
  const fields = {};
  if (m) {
    for (const line of m[1].split("\n")) {
      const kv = line.match(/^(\w+):\s*(.*)$/);
      if (kv) fields[kv[1]] = kv[2].startsWith("[") ? kv[2].slice(1, -1).split(",").map((s) => s.trim()) : kv[2].replace(/^"|"$/g, "");
    }
  }
  fields.body = m ? m[2] : src;
  fields.slug ??= basename(file, ".md");
  return fields;
}

const [cmd, arg, ...rest] = process.argv.slice(2);
const opt = (name) => { const i = rest.indexOf(`--${name}`); return i >= 0 ? rest[i + 1] : undefined; };

switch (cmd) {
  case "list": {
    const q = new URLSearchParams();
    if (arg === "--type") q.set("type", rest[0]); else if (opt("type")) q.set("type", opt("type"));
    if (opt("status")) q.set("status", opt("status"));
    const r = await call("GET", `/entries?${q}`);
    for (const e of r.items) console.log(`${e.id}\t${e.status}\t${e.fields.slug}\t${e.fields.title}`);
    break;
  }
  case "get":
    console.log(JSON.stringify(await call("GET", `/entries/${arg}`), null, 2));
    break;
  case "push": {
    const fields = parseMarkdown(arg);
    const type = opt("type") ?? "page";
    const found = await call("GET", `/entries?type=${type}&slug=${encodeURIComponent(fields.slug)}`);
    const r = found.items.length
      ? await call("PATCH", `/entries/${found.items[0].id}`, { fields })
      : await call("POST", `/entries`, { type, fields });
    console.log(`${found.items.length ? "updated" : "created"} ${r.id} (${fields.slug})`);
    break;
  }
  case "upload": {
    const blob = new Blob([readFileSync(arg)]);
    const r = await call("POST", `/assets?filename=${encodeURIComponent(basename(arg))}`, blob, { "content-type": "application/octet-stream" });
    console.log(`asset ${r.id} ${r.url}`);
    break;
  }
  case "publish":
    await call("POST", `/entries/${arg}/publish`);
    console.log(`published ${arg}`);
    break;
  default:
    console.error("usage: qs.mjs list|get|push|upload|publish ...");
    process.exit(2);
}
