"""Login / refresh / logout routes."""
from __future__ import annotations

import jwt
from fastapi import APIRouter, Depends, HTTPException, status
from fastapi.security import OAuth2PasswordRequestForm
from pydantic import BaseModel

from .security import access_token, decode, refresh_token, verify_password

router = APIRouter()

# Replace with the project's user lookup
async def get_user_by_email(email: str):  # pragma: no cover - adapt to project
    raise NotImplementedError


class TokenPair(BaseModel):
    access_token: str
    refresh_token: str
    token_type: str = "bearer"


class RefreshIn(BaseModel):
    refresh_token: str


@router.post("/login", response_model=TokenPair)
async def login(form: OAuth2PasswordRequestForm = Depends()):
    user = await get_user_by_email(form.username)
    if not user or not user.is_active or not verify_password(form.password, user.password_hash):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid credentials")
    return TokenPair(access_token=access_token(str(user.id), user.role),
                     refresh_token=refresh_token(str(user.id), user.role))


@router.post("/refresh", response_model=TokenPair)
async def refresh(body: RefreshIn):
    try:
        data = decode(body.refresh_token, kind="refresh")
    except jwt.PyJWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid refresh token")
    return TokenPair(access_token=access_token(data["sub"], data["role"]),
                     refresh_token=refresh_token(data["sub"], data["role"]))


@router.post("/logout", status_code=204)
async def logout():
    # stateless tokens: client discards them; add a denylist keyed by jti if needed
    return None
