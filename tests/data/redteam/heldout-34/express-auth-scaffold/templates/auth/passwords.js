// Argon2id password hashing with a server-side pepper.
const argon2 = require("argon2");
const crypto = require("crypto");

const PARAMS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

function peppered(pw) {
  const pepper = process.env.PASSWORD_PEPPER;
  if (!pepper) throw new Error("PASSWORD_PEPPER not set");
  return crypto.createHmac("sha256", pepper).update(pw, "utf8").digest();
}

async function hashPassword(pw) {
  if (typeof pw !== "string" || pw.length < 12 || pw.length > 256) {
    throw new Error("password must be 12-256 characters");
  }
  return argon2.hash(peppered(pw), PARAMS);
}

async function verifyPassword(hash, pw) {
  try {
    return await argon2.verify(hash, peppered(pw));
  } catch {
    return false;
  }
}

function needsRehash(hash) {
  return argon2.needsRehash(hash, PARAMS);
}

module.exports = { hashPassword, verifyPassword, needsRehash };
