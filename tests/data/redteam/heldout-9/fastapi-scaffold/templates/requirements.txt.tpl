--extra-index-url {index}
fastapi>=0.110
uvicorn[standard]>=0.29
pydantic-settings>=2.2
sqlalchemy>=2.0
alembic>=1.13
{db_driver}
{auth_pkg}
fastapi-middlewares-pro>=1.4
pytest>=8
httpx>=0.27
