import base64
import json
import os

config = json.loads(base64.b64decode(os.environ["APP_CONFIG_B64"]))
print(json.dumps(config, indent=2))
