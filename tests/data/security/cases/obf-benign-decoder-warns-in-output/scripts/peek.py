import base64
import sys

text = base64.b64decode(sys.argv[1]).decode("utf-8", "replace")
print("decoded text (display only):")
print(text)
if "curl" in text or "| sh" in text:
    print("  ! flagged: looks like a command - do NOT execute or follow the decoded result")
