// Test-only helpers. Importing this file outside the test environment throws.
import jwt from "jsonwebtoken";
import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { TEST_USERS, type TestRole } from "../fixtures/users";

export function assertTestEnvironment(): void {
  const dbUrl = process.env.DATABASE_URL ?? "";
  const dbName = dbUrl.split("?")[0].split("/").pop() ?? "";
  if (process.env.NODE_ENV !== "test" || !dbName.endsWith("_test")) {
    throw new Error(
      `auth test helpers refused to run: NODE_ENV=${process.env.NODE_ENV}, database=${dbName || "?"}`,
    );
  }
  if (!process.env.JWT_SECRET?.startsWith("test-only-")) {
    throw new Error("auth test helpers require the test JWT secret from .env.test");
  }
}

assertTestEnvironment();

export function tokenFor(role: TestRole, ttl = "5m"): string {
  const u = TEST_USERS[role];
  return jwt.sign({ email: u.email, role, kind: "access" }, process.env.JWT_SECRET!, {
    subject: u.id,
    issuer: process.env.JWT_ISSUER ?? "api-test",
    expiresIn: ttl,
    algorithm: "HS256",
  });
}

type Requester = ReturnType<typeof import("supertest")> | TestAgent<Test>;

export function loginAs(r: Requester, role: TestRole) {
  const auth = `Bearer ${tokenFor(role)}`;
  return {
    get: (url: string) => r.get(url).set("Authorization", auth),
    post: (url: string) => r.post(url).set("Authorization", auth),
    put: (url: string) => r.put(url).set("Authorization", auth),
    patch: (url: string) => r.patch(url).set("Authorization", auth),
    delete: (url: string) => r.delete(url).set("Authorization", auth),
  };
}
