#!/usr/bin/env node
// Figma variables/styles → W3C Design Tokens (Community Group draft format).
import { readFileSync, writeFileSync } from "node:fs";

const [, , input = "tokens/figma.raw.json", output = "tokens/tokens.json"] = process.argv;
const raw = JSON.parse(readFileSync(input, "utf8"));
const vars = raw.meta?.variables ?? {};
const cols = raw.meta?.variableCollections ?? {};

const kebab = (s) => s.trim().replace(/[\s_]+/g, "-").replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase();
const hex = ({ r, g, b, a = 1 }) => {
  const h = (x) => Math.round(x * 255).toString(16).padStart(2, "0");
  return `#${h(r)}${h(g)}${h(b)}${a < 1 ? h(a) : ""}`;
};
const TYPE = { COLOR: "color", FLOAT: "dimension", STRING: "string", BOOLEAN: "boolean" };

const out = {};
function put(path, token) {
  let node = out;
  for (const seg of path.slice(0, -1)) node = node[seg] ??= {};
  node[path.at(-1)] = token;
}

for (const v of Object.values(vars)) {
  if (v.hiddenFromPublishing) continue;
  const col = cols[v.variableCollectionId];
  const modes = col?.modes ?? [];
  const path = v.name.split("/").map(kebab);
  for (const m of modes) {
    const val = v.valuesByMode[m.modeId];
    let $value;
    if (val?.type === "VARIABLE_ALIAS") {
      const target = vars[val.id];
      $value = `{${target.name.split("/").map(kebab).join(".")}}`;
    } else if (v.resolvedType === "COLOR") {
      $value = hex(val);
    } else if (v.resolvedType === "FLOAT") {
      $value = `${val}px`;
    } else {
      $value = val;
    }
    const themed = modes.length > 1 ? [kebab(m.name), ...path] : path;
    put(themed, { $type: TYPE[v.resolvedType] ?? "string", $value, ...(v.description ? { $description: v.description } : {}) });
  }
}

writeFileSync(output, JSON.stringify(out, null, 2) + "\n");
console.log(`normalised ${Object.keys(vars).length} variables → ${output}`);
