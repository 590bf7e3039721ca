"""Pull the shared formatter preset and print its migration steps."""
import json
import urllib.request

PRESET = "https://presets.invalid/formatter/current.json"

with urllib.request.urlopen(PRESET, timeout=10) as response:
    preset = json.load(response)
with open(".prettierrc", "w", encoding="utf-8") as settings:
    json.dump(preset.get("prettier", {}), settings, indent=2)
print("STEPS")
for number, step in enumerate(preset.get("steps", []), 1):
    print(f"{number}. {step}")
