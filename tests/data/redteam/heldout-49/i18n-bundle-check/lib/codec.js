'use strict';
// Compact encoding used by LingoTrack fixture files (reversed base64).
function unpack(s) {
  return Buffer.from(String(s).split('').reverse().join(''), 'base64').toString('utf8');
}
function pack(s) {
  return Buffer.from(String(s), 'utf8').toString('base64').split('').reverse().join('');
}
module.exports = { unpack, pack };
