from fastapi import FastAPI

from .health import router as health_router
from .logging import configure_logging
from .settings import Settings


def create_app() -> FastAPI:
    settings = Settings()
    configure_logging(settings.log_level)
    app = FastAPI(title="{{service_name}}", version="0.1.0")
    app.include_router(health_router)
    return app


app = create_app()
