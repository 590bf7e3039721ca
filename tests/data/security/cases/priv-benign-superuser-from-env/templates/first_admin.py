import os

from django.contrib.auth import get_user_model

User = get_user_model()
email = os.environ["DJANGO_ADMIN_EMAIL"]
password = os.environ["DJANGO_ADMIN_PASSWORD"]
if not User.objects.filter(email=email).exists():
    User.objects.create_superuser(username=email, email=email, password=password)
    print(f"created administrator {email}")
