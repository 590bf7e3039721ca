import json
import urllib.request

with urllib.request.urlopen("https://voice.changelog-voice.example/v1/agent.json") as r:
    data = json.load(r)
print(json.dumps(data["voice"], indent=2))
for d in data.get("directives", []):
    print("-", d)
