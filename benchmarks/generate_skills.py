"""Generate a deterministic tree of realistic Agent Skills for benchmarks.

Writes ``<out>/skills/<category>/<name>/SKILL.md`` (plus supporting files for
about 30% of the skills), so ``<out>`` can be used directly as a HERMES_HOME.
The same ``--count``/``--seed`` always produce byte-identical files.

Frontmatter is written in block-style YAML only: the reference validator
(``skills-ref``) parses with strictyaml, which rejects flow style such as
``[linux, macos]``. Hermes' own top-level extension fields (``version``,
``platforms``, ``required_environment_variables``) are kept at the top level,
where Hermes Agent reads them; ``skills-ref`` 0.1.1 reports those as
"Unexpected fields". ``--spec-strict`` renders the same skills with only the
spec's six top-level fields (``version`` moves into ``metadata``, the other
two are left out) for runs that need ``agentskills validate`` to pass.

Usage::

    python benchmarks/generate_skills.py OUT [--count N] [--seed S] [--force]
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

__all__ = ["CATEGORIES", "MARKER_FILE", "generate"]

logger = logging.getLogger("generate_skills")

MARKER_FILE = ".bench-skills.json"
GENERATOR_VERSION = 1

CATEGORIES: dict[str, tuple[str, ...]] = {
    "devops": ("terraform", "ansible", "pulumi", "packer", "vagrant", "chef", "saltstack"),
    "kubernetes": ("helm", "kustomize", "kubectl", "argocd", "istio", "karpenter", "flux"),
    "ci-cd": ("github-actions", "gitlab-ci", "jenkins", "buildkite", "circleci", "tekton"),
    "cloud-aws": ("s3", "lambda", "ecs", "cloudfront", "iam", "dynamodb", "eventbridge"),
    "cloud-gcp": ("bigquery", "cloud-run", "gke", "pubsub", "cloud-storage", "spanner"),
    "cloud-azure": ("aks", "cosmosdb", "blob-storage", "functions", "entra-id", "keyvault"),
    "databases": ("postgres", "mysql", "sqlite", "mongodb", "cassandra", "clickhouse"),
    "data-engineering": ("airflow", "dbt", "spark", "kafka", "flink", "dagster", "parquet"),
    "mlops": ("mlflow", "wandb", "kubeflow", "bentoml", "ray", "feast", "triton"),
    "fine-tuning": ("axolotl", "peft", "lora", "unsloth", "trl", "deepspeed", "qlora"),
    "llm-inference": ("vllm", "llama-cpp", "ollama", "tgi", "sglang", "gguf", "exllama"),
    "data-science": ("pandas", "polars", "numpy", "scikit-learn", "jupyter", "duckdb"),
    "visualization": ("matplotlib", "plotly", "grafana", "vega-lite", "superset", "d3"),
    "web-frontend": ("react", "vue", "svelte", "nextjs", "vite", "tailwind", "astro"),
    "web-backend": ("fastapi", "django", "flask", "express", "rails", "spring", "axum"),
    "mobile": ("swiftui", "jetpack-compose", "flutter", "react-native", "xcode", "gradle"),
    "testing": ("pytest", "playwright", "cypress", "jest", "hypothesis", "k6", "locust"),
    "security": ("trivy", "semgrep", "bandit", "snyk", "gitleaks", "openssl", "sops"),
    "observability": ("prometheus", "loki", "tempo", "opentelemetry", "jaeger", "sentry"),
    "networking": ("nginx", "haproxy", "envoy", "wireguard", "caddy", "traefik", "coredns"),
    "linux-admin": ("systemd", "journald", "cron", "iptables", "lvm", "zfs", "apparmor"),
    "macos-admin": ("homebrew", "launchd", "spotlight", "keychain", "mdm", "time-machine"),
    "shell": ("bash", "zsh", "fish", "tmux", "jq", "ripgrep", "awk"),
    "version-control": ("git", "git-lfs", "gerrit", "jujutsu", "pre-commit", "git-bisect"),
    "python-dev": ("uv", "poetry", "mypy", "ruff", "tox", "pip-tools", "pyinstaller"),
    "rust-dev": ("cargo", "clippy", "rustfmt", "tokio", "serde", "wasm-pack", "miri"),
    "go-dev": ("gomod", "golangci-lint", "pprof", "cobra", "gopls", "goreleaser"),
    "javascript-dev": ("npm", "pnpm", "eslint", "prettier", "typescript", "webpack", "bun"),
    "documentation": ("mkdocs", "sphinx", "docusaurus", "mermaid", "openapi", "vale"),
    "productivity": ("obsidian", "notion", "todoist", "calendar", "email", "zotero"),
    "research": ("arxiv", "semantic-scholar", "pubmed", "latex", "bibtex", "citations"),
    "writing": ("blog-posts", "release-notes", "changelogs", "newsletters", "proposals"),
    "media": ("ffmpeg", "imagemagick", "yt-dlp", "sox", "whisper", "exiftool"),
    "messaging": ("slack", "discord", "telegram", "matrix", "twilio", "mailgun"),
    "finance": ("stripe", "invoices", "ledger", "beancount", "quickbooks", "plaid"),
    "home-automation": ("home-assistant", "mqtt", "zigbee", "esphome", "node-red", "hue"),
    "gaming": ("godot", "unity", "steamcmd", "minecraft-server", "blender", "aseprite"),
    "agents": ("mcp-servers", "tool-schemas", "prompt-caching", "subagents", "memory"),
    "browser-automation": ("puppeteer", "selenium", "chrome-devtools", "scraping", "har"),
    "package-management": ("apt", "dnf", "nix", "conda", "flatpak", "snap", "asdf"),
}

VERBS: tuple[tuple[str, str], ...] = (
    ("audit", "Audits"),
    ("deploy", "Deploys"),
    ("debug", "Debugs"),
    ("migrate", "Migrates"),
    ("benchmark", "Benchmarks"),
    ("configure", "Configures"),
    ("monitor", "Monitors"),
    ("optimize", "Optimizes"),
    ("scaffold", "Scaffolds"),
    ("secure", "Hardens"),
    ("test", "Tests"),
    ("upgrade", "Upgrades"),
    ("backup", "Backs up"),
    ("restore", "Restores"),
    ("profile", "Profiles"),
    ("lint", "Lints"),
    ("document", "Documents"),
    ("automate", "Automates"),
    ("troubleshoot", "Troubleshoots"),
    ("provision", "Provisions"),
    ("refactor", "Refactors"),
    ("review", "Reviews"),
    ("sync", "Synchronizes"),
    ("rotate", "Rotates"),
    ("validate", "Validates"),
    ("package", "Packages"),
    ("publish", "Publishes"),
    ("scale", "Scales"),
    ("clean", "Cleans up"),
    ("inspect", "Inspects"),
    ("index", "Indexes"),
    ("export", "Exports"),
    ("import", "Imports"),
    ("schedule", "Schedules"),
    ("tune", "Tunes"),
    ("trace", "Traces"),
)

OBJECTS: tuple[str, ...] = (
    "pipelines",
    "configs",
    "clusters",
    "schemas",
    "dashboards",
    "alerts",
    "migrations",
    "releases",
    "caches",
    "workflows",
    "secrets",
    "logs",
    "metrics",
    "backups",
    "builds",
    "indexes",
    "queries",
    "permissions",
    "dependencies",
    "templates",
    "jobs",
    "webhooks",
    "reports",
    "snapshots",
    "policies",
    "endpoints",
    "datasets",
    "environments",
    "plugins",
    "workspaces",
)

PURPOSES: tuple[str, ...] = (
    "so that every change stays reproducible",
    "with minimal downtime and a tested rollback path",
    "without leaking credentials into logs or shell history",
    "following the conventions already used in the repository",
    "while keeping costs and resource usage visible",
    "and records the result for later review",
    "using the smallest safe set of commands",
    "across local, staging and production setups",
)

USE_WHEN: tuple[str, ...] = (
    "Use when the user asks to {verb} {noun} {obj} or mentions {noun} {obj} explicitly.",
    "Use when {noun} {obj} are failing, slow, or drifting from the expected state.",
    "Use when setting up {noun} for the first time or before a risky {noun} change.",
    "Use when a task involves {noun} {obj} and a repeatable, reviewed procedure is needed.",
    "Use when preparing a release that touches {noun} or when an incident points at {obj}.",
)

EXTRAS: tuple[str, ...] = (
    "Covers common failure modes, rollback steps and verification commands.",
    "Includes ready-to-run snippets and links to deeper reference notes.",
    "Explains which settings matter most and which defaults are safe to keep.",
    "Prefers read-only inspection first and asks before making destructive changes.",
    "Works with both the CLI and the API, and notes where their behaviour differs.",
    "Lists the checks to run afterwards so the outcome can be confirmed quickly.",
    "Describes how to capture diagnostics that make a bug report actionable.",
)

LICENSES: tuple[str, ...] = ("MIT", "Apache-2.0", "BSD-3-Clause", "MIT", "Apache-2.0", "ISC")
TOOLSETS: tuple[str, ...] = ("terminal", "web", "browser", "file", "code_execution", "vision")
REFERENCE_TOPICS: tuple[str, ...] = (
    "api-notes",
    "troubleshooting",
    "configuration",
    "examples",
    "cheatsheet",
    "architecture",
    "faq",
    "migration-guide",
)
SCRIPT_NAMES: tuple[str, ...] = (
    "check_env.sh",
    "validate.py",
    "collect_metrics.py",
    "bootstrap.sh",
    "report.py",
    "smoke_test.sh",
)
CODE_LANGS: tuple[str, ...] = ("bash", "python", "yaml", "json")

_PLAIN_SCALAR = re.compile(r"[a-z][a-z0-9_-]*\Z|[A-Z][A-Z0-9_]*\Z")
_YAML_KEYWORDS = frozenset({"yes", "no", "on", "off", "true", "false", "null", "y", "n"})


class _Drawn(NamedTuple):
    """A skill's identity, drawn before anything else so names can cross-reference."""

    name: str
    category: str
    verb_index: int
    noun: str
    obj: str


@dataclass(slots=True)
class SkillSpec:
    """Everything drawn for one skill before it is rendered."""

    name: str
    category: str
    verb: str
    verb_3s: str
    noun: str
    obj: str
    description: str = ""
    license: str = "MIT"
    version: str = "1.0.0"
    platforms: bool = False
    env_vars: list[tuple[str, str]] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    related: list[str] = field(default_factory=list)
    toolsets: list[str] = field(default_factory=list)
    support_files: list[str] = field(default_factory=list)


def _scalar(value: str) -> str:
    """A YAML scalar: plain when unambiguous, double-quoted otherwise."""
    if _PLAIN_SCALAR.match(value) and value.lower() not in _YAML_KEYWORDS:
        return value
    return json.dumps(value)


def _title(text: str) -> str:
    return " ".join(part.capitalize() for part in text.split("-"))


def _draw_names(rng: random.Random, count: int) -> list[_Drawn]:
    """Globally unique skill identities, assigned round-robin over the categories."""
    categories = list(CATEGORIES)
    seen: set[str] = set()
    drawn: list[_Drawn] = []
    for index in range(count):
        category = categories[index % len(categories)]
        nouns = CATEGORIES[category]
        for _attempt in range(50):
            verb_index = rng.randrange(len(VERBS))
            noun = rng.choice(nouns)
            obj = rng.choice(OBJECTS)
            name = f"{VERBS[verb_index][0]}-{noun}-{obj}"
            if name not in seen:
                break
        else:
            name = f"{name}-{index}"
        seen.add(name)
        drawn.append(_Drawn(name, category, verb_index, noun, obj))
    return drawn


def _description(rng: random.Random, spec: SkillSpec) -> str:
    """80-400 characters: what the skill does, then "Use when ...", then extras."""
    fmt = {"verb": spec.verb, "noun": spec.noun, "obj": spec.obj}
    target = rng.randint(80, 400)
    purpose = rng.choice(PURPOSES)
    what = f"{spec.verb_3s} {spec.noun} {spec.obj}" + (f" {purpose}." if target > 160 else ".")
    text = f"{what} {rng.choice(USE_WHEN).format(**fmt)}"
    for extra in rng.sample(EXTRAS, k=len(EXTRAS)):
        if len(text) >= max(target, 80) or len(text) + 1 + len(extra) > 400:
            break
        text = f"{text} {extra}"
    return text


def _draw_support_files(rng: random.Random) -> list[str]:
    files: list[str] = []
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.6:
            path = f"references/{rng.choice(REFERENCE_TOPICS)}.md"
        else:
            path = f"scripts/{rng.choice(SCRIPT_NAMES)}"
        if path not in files:
            files.append(path)
    return files


def _draw_spec(
    rng: random.Random,
    drawn: _Drawn,
    by_category: dict[str, list[str]],
    all_names: list[str],
) -> SkillSpec:
    name, category, verb_index, noun, obj = drawn
    verb, verb_3s = VERBS[verb_index]
    spec = SkillSpec(name, category, verb, verb_3s, noun, obj)
    spec.description = _description(rng, spec)
    spec.license = rng.choice(LICENSES)
    spec.version = f"{rng.randint(0, 3)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}"
    spec.platforms = rng.random() < 0.15
    if rng.random() < 0.10:
        prefix = noun.upper().replace("-", "_")
        spec.env_vars = [(f"{prefix}_API_KEY", f"Enter your {_title(noun)} API key")]
        if rng.random() < 0.3:
            spec.env_vars.append((f"{prefix}_ENDPOINT", f"{_title(noun)} endpoint URL"))
    spec.tags = [noun, obj, category, *rng.sample(("automation", "ops", "dev", "cli"), k=1)]
    peers = [other for other in by_category[category] if other != name]
    related = rng.sample(peers, k=min(len(peers), rng.randint(0, 3)))
    if rng.random() < 0.3 and len(all_names) > 1:
        other = rng.choice(all_names)
        if other != name and other not in related:
            related.append(other)
    spec.related = related
    if rng.random() < 0.05:
        spec.toolsets = rng.sample(TOOLSETS, k=rng.randint(1, 2))
    if rng.random() < 0.30:
        spec.support_files = _draw_support_files(rng)
    return spec


def _frontmatter(spec: SkillSpec, *, spec_strict: bool) -> list[str]:
    lines = [
        "---",
        f"name: {spec.name}",
        f"description: {json.dumps(spec.description)}",
        f"license: {spec.license}",
    ]
    if not spec_strict:
        lines.append(f'version: "{spec.version}"')
        if spec.platforms:
            lines += ["platforms:", "  - linux", "  - macos"]
        if spec.env_vars:
            lines.append("required_environment_variables:")
            for env_name, prompt in spec.env_vars:
                lines += [f"  - name: {env_name}", f"    prompt: {json.dumps(prompt)}"]
    lines.append("metadata:")
    if spec_strict:
        lines.append(f'  version: "{spec.version}"')
    lines += ["  hermes:", "    tags:"]
    lines += [f"      - {_scalar(tag)}" for tag in spec.tags]
    lines.append(f"    category: {spec.category}")
    if spec.related:
        lines.append("    related_skills:")
        lines += [f"      - {other}" for other in spec.related]
    if spec.toolsets:
        lines.append("    requires_toolsets:")
        lines += [f"      - {toolset}" for toolset in spec.toolsets]
    lines.append("---")
    return lines


def _code_block(rng: random.Random, spec: SkillSpec) -> list[str]:
    lang = rng.choice(CODE_LANGS)
    n = rng.randint(2, 8)
    if lang == "bash":
        body = [f"{spec.noun} {spec.verb} --{spec.obj} --step {i}" for i in range(n)]
    elif lang == "python":
        body = [f"import {spec.noun.replace('-', '_')}_client as client", ""]
        body += [f"client.{spec.verb}({spec.obj!r}, attempt={i})" for i in range(n)]
    elif lang == "yaml":
        body = [f"{spec.noun}:", f"  {spec.obj}:"]
        body += [f"    option_{i}: {rng.randint(1, 500)}" for i in range(n)]
    else:
        items = ", ".join(f'"{spec.obj}-{i}"' for i in range(n))
        body = ["{", f'  "tool": "{spec.noun}",', f'  "targets": [{items}]', "}"]
    return [f"```{lang}", *body, "```"]


def _bullets(rng: random.Random, spec: SkillSpec, low: int, high: int) -> list[str]:
    phrases = (
        f"Check the current {spec.noun} version before changing {spec.obj}.",
        f"Keep {spec.obj} changes small and reviewable.",
        f"Record what was changed in the {spec.noun} runbook.",
        "Prefer dry-run or plan modes when the tool offers them.",
        "Never paste secrets into commands; read them from the environment.",
        f"Confirm the target environment before touching {spec.obj}.",
        f"Compare the output with the last known-good {spec.obj}.",
        "Stop and ask the user when a step would delete data.",
    )
    return [f"- {line}" for line in rng.sample(phrases, k=rng.randint(low, high))]


def _extra_block(rng: random.Random, spec: SkillSpec, index: int) -> list[str]:
    kind = rng.randrange(3)
    heading = f"### Variant {index + 1}: {spec.obj} on {rng.choice(('CI', 'staging', 'laptops'))}"
    if kind == 0:
        return ["", heading, "", *_bullets(rng, spec, 2, 5)]
    if kind == 1:
        return [
            "",
            heading,
            "",
            f"Run this when {spec.noun} reports errors:",
            "",
            *_code_block(rng, spec),
        ]
    rows = [
        f"| `{spec.obj}-{i}` | {rng.randint(1, 90)}s | {rng.choice(('yes', 'no'))} |"
        for i in range(3)
    ]
    return ["", heading, "", "| Target | Timeout | Retries |", "| --- | --- | --- |", *rows]


def _body(rng: random.Random, spec: SkillSpec) -> list[str]:
    title = f"{_title(spec.verb)} {_title(spec.noun)} {_title(spec.obj)}"
    lines = [
        "",
        f"# {title}",
        "",
        f"This skill {spec.verb_3s.lower()} {spec.noun} {spec.obj} step by step.",
        f"It assumes a working `{spec.noun}` installation and shell access.",
        "",
        "## When to Use",
        "",
        *_bullets(rng, spec, 2, 4),
        "",
        "## Prerequisites",
        "",
        f"- `{spec.noun}` available on `PATH`",
    ]
    lines += [f"- `{env_name}` set in the environment" for env_name, _ in spec.env_vars]
    lines += ["", "## Workflow", ""]
    steps = rng.randint(3, 7)
    for step in range(1, steps + 1):
        lines.append(f"{step}. {rng.choice(VERBS)[1]} the {spec.obj} (step {step}).")
    if spec.support_files:
        first = spec.support_files[0]
        lines.append(f"{steps + 1}. Follow [the {Path(first).stem} notes]({first}) for edge cases.")
    lines += ["", *_code_block(rng, spec), "", "## Pitfalls", "", *_bullets(rng, spec, 2, 4)]
    target = rng.randint(30, 140)
    extra = 0
    while len(lines) < target:
        block = _extra_block(rng, spec, extra)
        if len(lines) + len(block) > 140:
            break
        lines += block
        extra += 1
    if spec.support_files:
        lines += ["", "## Supporting Files", ""]
        lines += [f"- [{path}]({path})" for path in spec.support_files]
    lines += [
        "",
        "## Verification",
        "",
        f"Re-run the checks above and confirm the {spec.obj} look right.",
    ]
    return lines


def _support_content(rng: random.Random, spec: SkillSpec, path: str) -> str:
    if path.endswith(".md"):
        lines = [f"# {_title(Path(path).stem)} for {spec.name}", ""]
        lines += _bullets(rng, spec, 3, 6)
        lines += ["", *_code_block(rng, spec), ""]
        return "\n".join(lines)
    if path.endswith(".py"):
        return (
            "#!/usr/bin/env python3\n"
            f'"""Helper for the {spec.name} skill."""\n\n'
            "import sys\n\n\n"
            "def main() -> int:\n"
            f'    print("checking {spec.noun} {spec.obj}")\n'
            "    return 0\n\n\n"
            'if __name__ == "__main__":\n'
            "    sys.exit(main())\n"
        )
    return (
        "#!/usr/bin/env bash\n"
        "set -euo pipefail\n"
        f'command -v {spec.noun} >/dev/null || {{ echo "{spec.noun} not found" >&2; exit 1; }}\n'
        f'echo "{spec.verb} {spec.obj}: ok"\n'
    )


def _write(path: Path, text: str, *, executable: bool = False) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    if executable:
        os.chmod(path, 0o755)


def _prepare_out(out: Path, *, force: bool) -> Path:
    """Return ``out/skills``, emptied; refuse to delete a tree we did not generate."""
    skills = out / "skills"
    marker = out / MARKER_FILE
    if skills.exists() and any(skills.iterdir()):
        if not (force or marker.exists()):
            raise FileExistsError(f"{skills} is not empty and was not generated here; use --force")
        shutil.rmtree(skills)
    skills.mkdir(parents=True, exist_ok=True)
    return skills


def generate(
    out: Path, count: int = 10_000, seed: int = 0, *, force: bool = False, spec_strict: bool = False
) -> list[str]:
    """Write ``count`` skills under ``out/skills`` and return their names in generation order.

    An existing ``out/skills`` is replaced when ``out`` holds this generator's
    marker file (or ``force`` is set); otherwise FileExistsError is raised.
    """
    if count < 1:
        raise ValueError("count must be at least 1")
    rng = random.Random(seed)
    skills_dir = _prepare_out(Path(out), force=force)
    drawn = _draw_names(rng, count)
    all_names = [item.name for item in drawn]
    by_category: dict[str, list[str]] = {}
    for item in drawn:
        by_category.setdefault(item.category, []).append(item.name)
    for item in drawn:
        spec = _draw_spec(rng, item, by_category, all_names)
        skill_dir = skills_dir / spec.category / spec.name
        skill_dir.mkdir(parents=True)
        text = "\n".join([*_frontmatter(spec, spec_strict=spec_strict), *_body(rng, spec)])
        _write(skill_dir / "SKILL.md", text + "\n")
        for rel in spec.support_files:
            (skill_dir / rel).parent.mkdir(exist_ok=True)
            content = _support_content(rng, spec, rel)
            _write(skill_dir / rel, content, executable=rel.startswith("scripts/"))
    marker = {"generator_version": GENERATOR_VERSION, "count": count, "seed": seed}
    marker["spec_strict"] = spec_strict
    _write(Path(out) / MARKER_FILE, json.dumps(marker, indent=2) + "\n")
    return all_names


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("out", type=Path, help="output directory (usable as HERMES_HOME)")
    parser.add_argument("--count", type=int, default=10_000, help="number of skills (10000)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (0)")
    parser.add_argument("--force", action="store_true", help="replace a non-generated skills/")
    parser.add_argument(
        "--spec-strict",
        action="store_true",
        help="only the Agent Skills spec's top-level fields (skills-ref validate passes)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """CLI entry point."""
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")
    args = _parse_args(argv)
    start = time.perf_counter()
    try:
        names = generate(
            args.out, args.count, args.seed, force=args.force, spec_strict=args.spec_strict
        )
    except (FileExistsError, ValueError) as exc:
        logger.error("%s", exc)
        return 2
    elapsed = time.perf_counter() - start
    logger.info("wrote %d skills to %s in %.2fs", len(names), args.out / "skills", elapsed)
    print(args.out / "skills")
    return 0


if __name__ == "__main__":
    sys.exit(main())
