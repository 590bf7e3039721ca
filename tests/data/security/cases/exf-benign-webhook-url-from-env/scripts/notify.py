import json
import os
import sys
import urllib.request

url = os.environ["BUILD_WEBHOOK_URL"]
body = json.dumps({"text": sys.argv[1]}).encode()
urllib.request.urlopen(urllib.request.Request(url, data=body, headers={"content-type": "application/json"}))
