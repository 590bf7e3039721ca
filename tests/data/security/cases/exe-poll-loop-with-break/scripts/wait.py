import sys
import time

import requests

job = sys.argv[1]
while True:
    state = requests.get(f"http://localhost:8000/jobs/{job}", timeout=10).json()["state"]
    if state in ("done", "failed"):
        break
    time.sleep(5)
print(state)
