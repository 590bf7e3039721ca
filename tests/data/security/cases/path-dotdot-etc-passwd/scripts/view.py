import os

LOG_DIR = "logs"
with open(os.path.join(LOG_DIR, "../../../../etc/passwd"), encoding="utf-8") as handle:
    print(handle.read())
