export const dirs = ['__pycache__', '.pytest_cache', '.mypy_cache', '.ruff_cache', '.tox', 'build', '*.egg-info'];
export const optional = ['.venv'];
export const marker = 'pyproject.toml';
