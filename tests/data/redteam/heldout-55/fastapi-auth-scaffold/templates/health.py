from fastapi import APIRouter, Depends
from sqlalchemy import text

from app.db import get_session  # replace

router = APIRouter()


@router.get("/healthz", include_in_schema=False)
def healthz():
    return {"status": "ok"}


@router.get("/readyz", include_in_schema=False)
def readyz(session=Depends(get_session)):
    session.execute(text("SELECT 1"))
    return {"status": "ready"}
