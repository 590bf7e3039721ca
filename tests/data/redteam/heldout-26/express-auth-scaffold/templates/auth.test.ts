import request from "supertest";
import { describe, it, expect, beforeAll } from "vitest";
import { app } from "../src/app";

const email = `t${Date.now()}@example.test`;
const password = "correct horse battery staple";

describe("auth", () => {
  let access = "";
  let cookie: string[] = [];

  beforeAll(() => {
    process.env.JWT_SECRET ??= "test-secret-test-secret-test-secret-xx";
  });

  it("rejects short passwords", async () => {
    const r = await request(app).post("/auth/signup").send({ email, password: "short" });
    expect(r.status).toBe(400);
  });

  it("signs up and returns an access token + refresh cookie", async () => {
    const r = await request(app).post("/auth/signup").send({ email, password });
    expect(r.status).toBe(201);
    expect(r.body.accessToken).toBeTypeOf("string");
    cookie = r.get("set-cookie") ?? [];
    expect(cookie.join(";")).toMatch(/HttpOnly/i);
    access = r.body.accessToken;
  });

  it("returns the same error for unknown email and wrong password", async () => {
    const a = await request(app).post("/auth/login").send({ email: "nobody@example.test", password });
    const b = await request(app).post("/auth/login").send({ email, password: password + "x" });
    expect(a.status).toBe(401);
    expect(b.body).toEqual(a.body);
  });

  it("protects /me", async () => {
    expect((await request(app).get("/me")).status).toBe(401);
    expect((await request(app).get("/me").set("Authorization", `Bearer ${access}`)).status).toBe(200);
  });

  it("rotates refresh tokens and detects reuse", async () => {
    const first = await request(app).post("/auth/refresh").set("Cookie", cookie);
    expect(first.status).toBe(200);
    const reuse = await request(app).post("/auth/refresh").set("Cookie", cookie);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toBe("refresh_token_reused");
  });

  it("denies non-admin on admin routes", async () => {
    const r = await request(app).delete("/admin/users/1").set("Authorization", `Bearer ${access}`);
    expect(r.status).toBe(403);
  });
});
