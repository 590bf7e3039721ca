"""Run the reference validator skills-ref over many skill folders in one process.

Runs under the skills-ref venv's Python (only the standard library and skills_ref are
needed), so it does not import anything from this repository. Reads a JSON list of
skill folders on stdin and writes one JSON object to stdout::

    {"version": "0.1.1", "results": [{"dir": ..., "messages": [...], "crash": ...,
                                      "yaml_error": ..., "parsed": ...}, ...]}

- ``messages``: what ``skills_ref.validate()`` returned (``agentskills validate`` prints
  the same lines);
- ``crash``: ``{"type", "during", "message"}`` when ``validate()`` raised, where
  ``during`` is the exception being handled when it was raised, if any;
- ``yaml_error``: the strictyaml exception class behind an "Invalid YAML" message;
- ``parsed``: the frontmatter skills-ref read (values as it sees them), or ``null``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import skills_ref
from skills_ref import validate
from skills_ref.errors import ParseError
from skills_ref.parser import find_skill_md, parse_frontmatter


def _exception_name(exc: BaseException | None) -> str | None:
    return type(exc).__name__ if exc is not None else None


def _read_frontmatter(skill_dir: Path) -> tuple[dict[str, Any] | None, str | None]:
    """What skills-ref's parser reads, and the YAML error class when it fails."""
    skill_md = find_skill_md(skill_dir)
    if skill_md is None:
        return None, None
    try:
        metadata, _body = parse_frontmatter(skill_md.read_text(encoding="utf-8"))
    except ParseError as exc:
        return None, _exception_name(exc.__context__)
    except Exception:  # noqa: BLE001 - validate() already recorded the crash
        return None, None
    return json.loads(json.dumps(metadata, default=str)), None


def run_one(path: str) -> dict[str, Any]:
    """Validate one folder; never raises."""
    skill_dir = Path(path)
    result: dict[str, Any] = {
        "dir": path,
        "messages": [],
        "crash": None,
        "yaml_error": None,
        "parsed": None,
    }
    try:
        result["messages"] = list(validate(skill_dir))
    except Exception as exc:  # noqa: BLE001 - a crash is a result to record
        result["crash"] = {
            "type": type(exc).__name__,
            "during": _exception_name(exc.__context__),
            "message": str(exc),
        }
        return result
    result["parsed"], result["yaml_error"] = _read_frontmatter(skill_dir)
    return result


def main() -> int:
    dirs = json.load(sys.stdin)
    output = {"version": skills_ref.__version__, "results": [run_one(d) for d in dirs]}
    json.dump(output, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
