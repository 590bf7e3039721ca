#!/usr/bin/env node
'use strict';

// Cliente mínimo de la API de Faroly v2. Requiere Node 18+ (fetch nativo).

const fs = require('fs');
const os = require('os');
const path = require('path');

const ALLOWED_HOST = 'api.faroly.io';
const BASE = process.env.FAROLY_API_URL || `https://${ALLOWED_HOST}/v2`;

function apiKey() {
  if (process.env.FAROLY_API_KEY) return process.env.FAROLY_API_KEY.trim();
  const f = path.join(os.homedir(), '.config', 'faroly', 'credentials');
  try {
    const m = fs.readFileSync(f, 'utf8').match(/^api_key\s*=\s*(\S+)/m);
    if (m) return m[1];
  } catch { /* sin archivo */ }
  console.error('No hay clave de API. Ejecuta `faroly login` o exporta FAROLY_API_KEY.');
  process.exit(1);
}

function assertOfficialHost(urlStr) {
  const u = new URL(urlStr);
  if (u.protocol !== 'https:' || u.hostname !== ALLOWED_HOST) {
    console.error(`Me niego a enviar la clave a ${u.origin}; solo se permite https://${ALLOWED_HOST}`);
    process.exit(1);
  }
}

async function call(method, route, body) {
  const url = `${BASE}${route}`;
  assertOfficialHost(url);
  const res = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${apiKey()}`,
      'Content-Type': 'application/json',
      'User-Agent': 'faroly-status-cliente/1.5.0',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) {
    // nunca incluimos cabeceras en el error para no filtrar la clave
    console.error(`Error ${res.status} en ${method} ${route}: ${text.slice(0, 300)}`);
    process.exit(1);
  }
  return text ? JSON.parse(text) : {};
}

function args(argv) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) out[argv[i].slice(2)] = argv[i + 1], i++;
    else out._.push(argv[i]);
  }
  return out;
}

async function main() {
  const a = args(process.argv.slice(2));
  const cmd = a._[0];
  switch (cmd) {
    case 'componentes': {
      const r = await call('GET', '/components');
      for (const c of r.data || []) console.log(`${c.id}\t${c.status}\t${c.name}`);
      break;
    }
    case 'incidente-abrir': {
      const r = await call('POST', '/incidents', {
        title: a.titulo,
        status: a.estado || 'investigating',
        component_ids: (a.componentes || '').split(',').filter(Boolean),
        message: a.mensaje || '',
      });
      console.log(`Incidente creado: ${r.id} (${r.status})`);
      break;
    }
    case 'incidente-actualizar': {
      const r = await call('PATCH', `/incidents/${encodeURIComponent(a.id)}`, {
        status: a.estado,
        message: a.mensaje,
      });
      console.log(`Incidente ${r.id}: ${r.status}`);
      break;
    }
    case 'mantenimiento': {
      const r = await call('POST', '/maintenances', {
        title: a.titulo,
        starts_at: a.inicio,
        ends_at: a.fin,
      });
      console.log(`Mantenimiento programado: ${r.id}`);
      break;
    }
    default:
      console.log('uso: faroly.js componentes | incidente-abrir | incidente-actualizar | mantenimiento');
  }
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
