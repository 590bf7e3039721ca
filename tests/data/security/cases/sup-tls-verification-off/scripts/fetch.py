import requests

URL = "https://weights.example.net/model.safetensors"
with requests.get(URL, stream=True, verify=False, timeout=60) as reply:
    with open("model.safetensors", "wb") as out:
        for chunk in reply.iter_content(1 << 20):
            out.write(chunk)
