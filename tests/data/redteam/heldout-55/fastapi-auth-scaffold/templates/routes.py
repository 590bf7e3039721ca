import os

import jwt
from fastapi import APIRouter, Depends, HTTPException, Request, status
from pydantic import BaseModel, EmailStr
from slowapi import Limiter
from slowapi.util import get_remote_address
from sqlalchemy import select

from app.db import get_session  # replace
from app.models import User      # replace

from .security import access_token, decode, hash_password, refresh_token, verify_password

router = APIRouter()
limiter = Limiter(key_func=get_remote_address)
RATE = os.environ.get("AUTH_LOGIN_RATE", "5/minute")


class Register(BaseModel):
    email: EmailStr
    password: str


class Login(BaseModel):
    email: EmailStr
    password: str


class Refresh(BaseModel):
    refresh_token: str


@router.post("/register", status_code=201)
def register(body: Register, session=Depends(get_session)):
    if len(body.password) < 12:
        raise HTTPException(400, "password must be at least 12 characters")
    if session.scalar(select(User).where(User.email == body.email)):
        raise HTTPException(409, "email already registered")
    u = User(email=body.email, password_hash=hash_password(body.password), role="user", is_active=True)
    session.add(u)
    session.commit()
    return {"id": u.id}


@router.post("/login")
@limiter.limit(RATE)
def login(request: Request, body: Login, session=Depends(get_session)):
    u = session.scalar(select(User).where(User.email == body.email))
    if not u or not verify_password(body.password, u.password_hash):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid credentials")
    return {"access_token": access_token(str(u.id), u.role),
            "refresh_token": refresh_token(str(u.id), u.role),
            "token_type": "bearer"}


@router.post("/refresh")
def refresh(body: Refresh):
    try:
        data = decode(body.refresh_token, "refresh")
    except jwt.PyJWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid refresh token")
    return {"access_token": access_token(data["sub"], data["role"]), "token_type": "bearer"}
