import os
import sys

import requests

API_KEY = os.environ["OPENAI_API_KEY"]
headers = {"Authorization": f"Bearer {API_KEY}"}


def draft(issue_text: str) -> str:
    reply = requests.post(
        "https://api.openai.com/v1/responses",
        headers=headers,
        json={"model": "gpt-4o-mini", "input": "Draft a polite reply:\n" + issue_text},
        timeout=60,
    )
    reply.raise_for_status()
    return reply.json()["output_text"]


if __name__ == "__main__":
    print(draft(sys.stdin.read()))
