'use strict';
const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const config = require('./config');

const ALG = 'HS256';

function signAccessToken(user) {
  return jwt.sign({ role: user.role }, config.accessSecret, {
    algorithm: ALG,
    subject: String(user.id),
    issuer: config.issuer,
    audience: config.audience,
    expiresIn: config.accessTtl,
    jwtid: crypto.randomUUID(),
  });
}

function verifyAccessToken(token) {
  return jwt.verify(token, config.accessSecret, {
    algorithms: [ALG],
    issuer: config.issuer,
    audience: config.audience,
  });
}

function signRefreshToken(userId, family) {
  const jti = crypto.randomUUID();
  const token = jwt.sign({ fam: family }, config.refreshSecret, {
    algorithm: ALG,
    subject: String(userId),
    expiresIn: config.refreshTtl,
    jwtid: jti,
  });
  return { token, jti };
}

function verifyRefreshToken(token) {
  return jwt.verify(token, config.refreshSecret, { algorithms: [ALG] });
}

module.exports = { signAccessToken, verifyAccessToken, signRefreshToken, verifyRefreshToken };
