import jwt from "jsonwebtoken";
import { randomBytes, createHash, randomUUID } from "node:crypto";

const ACCESS_TTL_SECONDS = 10 * 60;
const REFRESH_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  sub: string;
  role: string;
  jti: string;
  iss: string;
}

function secret(): string {
  const s = process.env.JWT_SECRET;
  if (!s || s.length < 32) throw new Error("JWT_SECRET must be set (>= 32 chars)");
  return s;
}

export function signAccessToken(userId: string, role: string): string {
  return jwt.sign({ role }, secret(), {
    algorithm: "HS256",
    subject: userId,
    issuer: process.env.JWT_ISSUER ?? "api",
    expiresIn: ACCESS_TTL_SECONDS,
    jwtid: randomUUID(),
  });
}

export function verifyAccessToken(token: string): AccessClaims {
  return jwt.verify(token, secret(), {
    algorithms: ["HS256"],
    issuer: process.env.JWT_ISSUER ?? "api",
  }) as AccessClaims;
}

export function newRefreshToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + REFRESH_TTL_MS) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const refreshCookieOptions = {
  httpOnly: true,
  secure: process.env.NODE_ENV !== "development",
  sameSite: "strict" as const,
  path: "/auth/refresh",
  domain: process.env.COOKIE_DOMAIN,
  maxAge: REFRESH_TTL_MS,
};
