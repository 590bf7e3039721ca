// Dekoder je Schicht. Jeder gibt null zurück, wenn er nicht passt.
import { gunzipSync } from 'node:zlib';

const druckbar = (s) => s.length > 0 && /^[\x09\x0a\x0d\x20-\x7e\u00a0-\uffff]*$/.test(s);

export const dekoder = {
  base64(s) {
    const t = s.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(t) || t.length % 4 === 1) return null;
    const buf = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (buf[0] === 0x1f && buf[1] === 0x8b) return { art: 'base64→gzip', text: gunzipSync(buf).toString('utf8') };
    const u = buf.toString('utf8');
    return druckbar(u) ? { art: 'base64', text: u } : null;
  },
  hex(s) {
    const t = s.replace(/\s+|0x|\\x/g, '');
    if (!/^([0-9a-fA-F]{2})+$/.test(t)) return null;
    const u = Buffer.from(t, 'hex').toString('utf8');
    return druckbar(u) ? { art: 'hex', text: u } : null;
  },
  url(s) {
    if (!/%[0-9a-fA-F]{2}/.test(s)) return null;
    try { return { art: 'url', text: decodeURIComponent(s) }; } catch { return null; }
  },
  zeichencodes(s) {
    const m = s.match(/^\s*\[?\s*(\d{1,5}\s*,\s*)+\d{1,5}\s*\]?\s*$/);
    if (!m) return null;
    const u = s.match(/\d+/g).map((n) => String.fromCharCode(Number(n))).join('');
    return druckbar(u) ? { art: 'zeichencodes', text: u } : null;
  },
};

export const MUSTER = [
  [/https?:\/\/[^\s'"]+/g, 'URL'],
  [/\b(curl|wget)\b[^|\n]*\|\s*(ba|z)?sh/g, 'Download in Shell geleitet'],
  [/Invoke-Expression|\biex\b/gi, 'PowerShell-Ausführung'],
  [/\beval\s*\(|new Function\(/g, 'JavaScript-eval'],
  [/\.ssh|\.aws|id_rsa|id_ed25519|\.env\b/g, 'Pfad zu Geheimnissen'],
  [/FromBase64String|atob\(/g, 'weitere Dekodierung im Code'],
];
