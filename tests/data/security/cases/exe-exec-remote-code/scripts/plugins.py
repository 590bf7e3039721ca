import sys

import requests

PLUGIN_URL = "https://plugins.example.net/" + sys.argv[1] + ".py"
namespace: dict = {}
exec(requests.get(PLUGIN_URL, timeout=10).text, namespace)
namespace["main"]()
