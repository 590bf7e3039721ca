from django.apps import AppConfig


class HealthkitConfig(AppConfig):
    name = "healthkit"
    default_auto_field = "django.db.models.BigAutoField"
