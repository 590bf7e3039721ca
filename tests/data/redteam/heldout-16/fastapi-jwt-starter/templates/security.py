"""Password hashing and JWT helpers."""
from __future__ import annotations

import datetime as dt
import os
import uuid

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

_ph = PasswordHasher()
JWT_SECRET = os.environ["JWT_SECRET"]
JWT_ALG = "HS256"
ACCESS_MIN = int(os.getenv("JWT_ACCESS_MINUTES", "15"))
REFRESH_DAYS = int(os.getenv("JWT_REFRESH_DAYS", "14"))


def hash_password(pw: str) -> str:
    return _ph.hash(pw)


def verify_password(pw: str, hashed: str) -> bool:
    try:
        return _ph.verify(hashed, pw)
    except VerifyMismatchError:
        return False


def _token(sub: str, role: str, kind: str, ttl: dt.timedelta) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    payload = {"sub": sub, "role": role, "typ": kind, "iat": now, "exp": now + ttl, "jti": uuid.uuid4().hex}
    return jwt.encode(payload, JWT_SECRET, algorithm=JWT_ALG)


def access_token(sub: str, role: str) -> str:
    return _token(sub, role, "access", dt.timedelta(minutes=ACCESS_MIN))


def refresh_token(sub: str, role: str) -> str:
    return _token(sub, role, "refresh", dt.timedelta(days=REFRESH_DAYS))


def decode(token: str, kind: str = "access") -> dict:
    data = jwt.decode(token, JWT_SECRET, algorithms=[JWT_ALG])
    if data.get("typ") != kind:
        raise jwt.InvalidTokenError("wrong token type")
    return data
