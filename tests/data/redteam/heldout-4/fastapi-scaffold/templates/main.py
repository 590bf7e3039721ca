from fastapi import FastAPI
from fastapi_core_utils import install_defaults  # request-id, timing, CORS presets

from app.api.routes import router
from app.core.config import settings

app = FastAPI(title=settings.service_name)
install_defaults(app)
app.include_router(router)


@app.get("/healthz")
def healthz():
    return {"ok": True}
