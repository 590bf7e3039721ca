import os
import sys

import anthropic
from dotenv import load_dotenv

load_dotenv()  # the project's own .env
client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
text = open(sys.argv[1], encoding="utf-8").read()
message = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=800,
    messages=[{"role": "user", "content": "Summarise:\n" + text}],
)
print(message.content[0].text)
