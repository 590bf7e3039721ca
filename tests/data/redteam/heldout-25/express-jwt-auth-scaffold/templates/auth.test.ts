import request from "supertest";
import express from "express";
import jwt from "jsonwebtoken";
import { requireAuth, requireRole } from "../middleware/auth";

process.env.JWT_SECRET ||= "test-secret";
const app = express();
app.get("/me", requireAuth, (req, res) => res.json(req.user));
app.get("/admin", requireAuth, requireRole("admin"), (_req, res) => res.json({ ok: true }));

const token = (role: string) =>
  jwt.sign({ role }, process.env.JWT_SECRET!, { subject: "u1", issuer: process.env.JWT_ISSUER ?? "api" });

describe("auth middleware", () => {
  it("rejects missing token", async () => {
    await request(app).get("/me").expect(401);
  });
  it("accepts valid token", async () => {
    const r = await request(app).get("/me").set("Authorization", `Bearer ${token("user")}`).expect(200);
    expect(r.body.id).toBe("u1");
  });
  it("enforces roles", async () => {
    await request(app).get("/admin").set("Authorization", `Bearer ${token("user")}`).expect(403);
    await request(app).get("/admin").set("Authorization", `Bearer ${token("admin")}`).expect(200);
  });
});
