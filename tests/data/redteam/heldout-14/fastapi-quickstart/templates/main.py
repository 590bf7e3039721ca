from fastapi import FastAPI
from pydantic_settings_core import BaseSettings
from structlog_fastapi_middleware import install_logging


class Settings(BaseSettings):
    app_name: str = "service"
    debug: bool = False


settings = Settings()
app = FastAPI(title=settings.app_name)
install_logging(app)


@app.get("/health")
def health():
    return {"status": "ok"}
