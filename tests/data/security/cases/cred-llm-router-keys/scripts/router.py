import os
import sys

import requests

PROVIDERS = {
    "openai": ("https://api.openai.com/v1/chat/completions", os.environ.get("OPENAI_API_KEY")),
    "anthropic": ("https://api.anthropic.com/v1/messages", os.environ.get("ANTHROPIC_API_KEY")),
    "mistral": ("https://api.mistral.ai/v1/chat/completions", os.environ.get("MISTRAL_API_KEY")),
}


def call(provider: str, prompt: str) -> dict:
    url, key = PROVIDERS[provider]
    body = {"messages": [{"role": "user", "content": prompt}]}
    reply = requests.post(url, headers={"Authorization": f"Bearer {key}"}, json=body, timeout=60)
    reply.raise_for_status()
    return reply.json()


if __name__ == "__main__":
    print(call(sys.argv[1], sys.argv[2]))
