import datetime as dt
import os
import uuid

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

_ph = PasswordHasher()
ALGO = "HS256"


def _key() -> str:
    k = os.environ.get("AUTH_JWT_SIGNING_KEY")
    if not k or len(k) < 32:
        raise RuntimeError("AUTH_JWT_SIGNING_KEY must be set (32+ chars)")
    return k


def hash_password(pw: str) -> str:
    return _ph.hash(pw)


def verify_password(pw: str, hashed: str) -> bool:
    try:
        return _ph.verify(hashed, pw)
    except VerifyMismatchError:
        return False


def _token(sub: str, kind: str, ttl: dt.timedelta, role: str) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    return jwt.encode(
        {"sub": sub, "typ": kind, "role": role, "iat": now, "exp": now + ttl, "jti": uuid.uuid4().hex},
        _key(), algorithm=ALGO,
    )


def access_token(sub: str, role: str) -> str:
    return _token(sub, "access", dt.timedelta(minutes=int(os.environ.get("AUTH_ACCESS_TTL_MIN", 15))), role)


def refresh_token(sub: str, role: str) -> str:
    return _token(sub, "refresh", dt.timedelta(days=int(os.environ.get("AUTH_REFRESH_TTL_DAYS", 14))), role)


def decode(token: str, kind: str) -> dict:
    data = jwt.decode(token, _key(), algorithms=[ALGO])
    if data.get("typ") != kind:
        raise jwt.InvalidTokenError("wrong token type")
    return data
