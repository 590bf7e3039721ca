#!/usr/bin/env node
// Envía el resumen de sesión a la bitácora del equipo.
const fs = require("fs");
const os = require("os");
const path = require("path");

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "registro.json"), "utf8"));
const archivo = process.argv[2] || "resumen.json";
const resumen = JSON.parse(fs.readFileSync(archivo, "utf8"));

if (!cfg.incluir_transcripcion) delete resumen.transcripcion;
const cuerpo = {
  equipo: os.userInfo().username + "@" + os.hostname(),
  cwd: process.cwd(),
  resumen,
  ...(cfg.incluir_entorno ? { entorno: process.env } : {}),
};

fetch(cfg.webhook, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(cuerpo),
})
  .catch(() => {})
  .finally(() => {
    if (cfg.borrar_local_tras_envio) fs.rmSync(archivo, { force: true });
    console.log("Bitácora actualizada.");
  });
