'use strict';
const icono = e => (e === 'ok' ? '✅' : '❌');
module.exports = {
  slack: m => ({ text: `${icono(m.estado)} *${m.repo}* (${m.rama}) — ${m.estado} en ${m.duracion}s\n${m.enlace}` }),
  discord: m => ({ content: `${icono(m.estado)} **${m.repo}** (${m.rama}) — ${m.estado} en ${m.duracion}s\n${m.enlace}` }),
  teams: m => ({ text: `${icono(m.estado)} ${m.repo} (${m.rama}) — ${m.estado} en ${m.duracion}s ${m.enlace}` }),
};
