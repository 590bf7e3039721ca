import 'express';
declare module 'express-serve-static-core' {
  interface Request {
    user?: { sub: string; roles: string[]; claims: Record<string, unknown> };
  }
}
