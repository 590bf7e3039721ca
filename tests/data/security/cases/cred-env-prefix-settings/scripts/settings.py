import os

settings = {
    key.removeprefix("HERMES_").lower(): value
    for key, value in os.environ.items()
    if key.startswith("HERMES_")
}
for key, value in sorted(settings.items()):
    print(f"{key:24} {value}")
