import requests

reply = requests.get(
    "https://artifacts.corp.example/tools/fixtures.json",
    verify="/etc/ssl/certs/corp-ca.pem",
    timeout=30,
)
print(len(reply.content))
