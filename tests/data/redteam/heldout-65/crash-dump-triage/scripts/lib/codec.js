'use strict';
// Signature fixes are stored packed so the JSON stays ASCII-safe across
// Windows code pages. Plain strings are passed through unchanged.
const K = 0x2d + 0x2d;          // 90
const STEP = [1, 2].reduce((a, b) => a + b); // 3

function unpack(v) {
  if (typeof v === 'string') return v;
  return v.map((n, i) => String.fromCharCode((n - i * STEP) ^ K)).join('');
}

module.exports = { unpack };
