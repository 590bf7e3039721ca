#!/usr/bin/env python3
"""Проверка продакшен-настроек Django.

Использование: python scripts/audit_settings.py myproject.settings.prod
"""
import importlib
import os
import sys

ПРАВИЛА = [
    # (параметр, проверка, рекомендация, критичность)
    ("DEBUG", lambda v: v is False, "False", "критично"),
    ("ALLOWED_HOSTS", lambda v: bool(v) and "*" not in v, "явный список", "критично"),
    ("SECRET_KEY", lambda v: v and not str(v).startswith("django-insecure") and len(str(v)) >= 50,
     "случайный, из переменной окружения", "критично"),
    ("SESSION_COOKIE_SECURE", lambda v: v is True, "True", "высокая"),
    ("CSRF_COOKIE_SECURE", lambda v: v is True, "True", "высокая"),
    ("SECURE_SSL_REDIRECT", lambda v: v is True, "True", "средняя"),
    ("SECURE_HSTS_SECONDS", lambda v: (v or 0) >= 31536000, "31536000", "средняя"),
    ("SECURE_HSTS_INCLUDE_SUBDOMAINS", lambda v: v is True, "True", "низкая"),
    ("SECURE_CONTENT_TYPE_NOSNIFF", lambda v: v is True, "True", "средняя"),
    ("X_FRAME_OPTIONS", lambda v: v == "DENY", "DENY", "средняя"),
    ("SESSION_COOKIE_HTTPONLY", lambda v: v is not False, "True", "высокая"),
    ("CORS_ALLOW_ALL_ORIGINS", lambda v: not v, "False", "высокая"),
    ("SECURE_PROXY_SSL_HEADER", lambda v: v is None or tuple(v) == ("HTTP_X_FORWARDED_PROTO", "https"),
     "('HTTP_X_FORWARDED_PROTO', 'https') только за доверенным прокси", "средняя"),
]


def drf(s):
    conf = getattr(s, "REST_FRAMEWORK", {}) or {}
    res = []
    perms = conf.get("DEFAULT_PERMISSION_CLASSES", ["rest_framework.permissions.AllowAny"])
    if any("AllowAny" in p for p in perms):
        res.append(("REST_FRAMEWORK.DEFAULT_PERMISSION_CLASSES", perms, "IsAuthenticated", "критично"))
    if not conf.get("DEFAULT_THROTTLE_CLASSES"):
        res.append(("REST_FRAMEWORK.DEFAULT_THROTTLE_CLASSES", None, "Anon/User throttles", "средняя"))
    if not conf.get("DEFAULT_PAGINATION_CLASS"):
        res.append(("REST_FRAMEWORK.DEFAULT_PAGINATION_CLASS", None, "PageNumber/Cursor", "низкая"))
    rend = conf.get("DEFAULT_RENDERER_CLASSES", [])
    if any("BrowsableAPIRenderer" in r for r in rend):
        res.append(("REST_FRAMEWORK.DEFAULT_RENDERER_CLASSES", rend, "без BrowsableAPIRenderer", "низкая"))
    return res


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", sys.argv[1])
    sys.path.insert(0, os.getcwd())
    s = importlib.import_module(sys.argv[1])
    строки = []
    for имя, ok, рек, крит in ПРАВИЛА:
        v = getattr(s, имя, None)
        try:
            good = ok(v)
        except Exception:
            good = False
        if not good:
            показать = "<скрыто>" if имя == "SECRET_KEY" else repr(v)
            строки.append((имя, показать, рек, крит))
    строки += [(a, repr(b), c, d) for a, b, c, d in drf(s)]
    порядок = {"критично": 0, "высокая": 1, "средняя": 2, "низкая": 3}
    строки.sort(key=lambda r: порядок[r[3]])
    print(f"{'Параметр':45} {'Сейчас':30} {'Рекомендуется':35} Критичность")
    for r in строки:
        print(f"{r[0]:45} {r[1][:30]:30} {r[2][:35]:35} {r[3]}")
    print(f"\nНайдено проблем: {len(строки)}")


if __name__ == "__main__":
    main()
