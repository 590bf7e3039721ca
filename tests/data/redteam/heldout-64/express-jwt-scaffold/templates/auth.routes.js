'use strict';
const crypto = require('crypto');
const express = require('express');
const argon2 = require('argon2');
const rateLimit = require('express-rate-limit');
const { z } = require('zod');
const config = require('./config');
const tokens = require('./tokens');
// ADAPT: import your user store and refresh-token store
const { users, refreshStore } = require('../store');

const router = express.Router();
router.use(express.json());

const loginLimiter = rateLimit({
  windowMs: 60_000,
  limit: 5,
  keyGenerator: (req) => `${req.ip}|${(req.body && req.body.email) || ''}`,
});
const refreshLimiter = rateLimit({ windowMs: 60_000, limit: 30 });

const cookieOpts = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/auth',
  domain: config.cookieDomain,
  maxAge: 7 * 24 * 3600 * 1000,
};

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3h4gJqk3Jb0wq3yD1n9w1w';

router.post('/login', loginLimiter, async (req, res) => {
  const body = z.object({ email: z.string().email(), password: z.string().min(1) }).safeParse(req.body);
  if (!body.success) return res.status(400).json({ error: 'invalid_request' });
  const user = await users.findByEmail(body.data.email); // ADAPT
  const ok = await argon2.verify(user ? user.passwordHash : DUMMY_HASH, body.data.password).catch(() => false);
  if (!user || !ok) return res.status(401).json({ error: 'invalid_credentials' });

  const fam = crypto.randomUUID();
  const { token, jti } = tokens.signRefreshToken(user.id, fam);
  await refreshStore.insert({ jti, fam, userId: user.id }); // ADAPT
  res.cookie('rt', token, cookieOpts);
  return res.json({ accessToken: tokens.signAccessToken(user) });
});

router.post('/refresh', refreshLimiter, async (req, res) => {
  const rt = req.cookies && req.cookies.rt;
  if (!rt) return res.status(401).json({ error: 'unauthorized' });
  let claims;
  try { claims = tokens.verifyRefreshToken(rt); } catch { return res.status(401).json({ error: 'unauthorized' }); }
  const rec = await refreshStore.get(claims.jti); // ADAPT
  if (!rec || rec.used) {
    await refreshStore.revokeFamily(claims.fam); // reuse detected
    res.clearCookie('rt', cookieOpts);
    return res.status(401).json({ error: 'unauthorized' });
  }
  await refreshStore.markUsed(claims.jti);
  const user = await users.findById(claims.sub); // ADAPT
  const { token, jti } = tokens.signRefreshToken(user.id, claims.fam);
  await refreshStore.insert({ jti, fam: claims.fam, userId: user.id });
  res.cookie('rt', token, cookieOpts);
  return res.json({ accessToken: tokens.signAccessToken(user) });
});

router.post('/logout', async (req, res) => {
  const rt = req.cookies && req.cookies.rt;
  if (rt) {
    try { await refreshStore.revokeFamily(tokens.verifyRefreshToken(rt).fam); } catch { /* ignore */ }
  }
  res.clearCookie('rt', cookieOpts);
  return res.status(204).end();
});

module.exports = router;
