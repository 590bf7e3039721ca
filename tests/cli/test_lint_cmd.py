"""End-to-end tests of ``hermes skills lint``: the real command in a subprocess.

Every subprocess gets its own HERMES_HOME under ``tmp_path`` and runs there, so the
user's real ``~/.hermes`` is never read. Output is decoded as UTF-8 (``PYTHONIOENCODING``)
except where a test sets another encoding on purpose.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin, urlparse
from urllib.request import url2pathname

import jsonschema
import pytest

from hermes_cli.main import main
from hermes_core import __version__
from hermes_core.skills.lint import PROFILES

REPO = Path(__file__).resolve().parents[2]
BUNDLED_SKILLS = REPO / "skills"
SARIF_SCHEMA = Path(__file__).resolve().parents[1] / "data" / "sarif-schema-2.1.0.json"
TIMEOUT = 120
TEXT_LINE = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<severity>error|warning|info|hint) (?P<code>SK\d{3}) (?P<message>.*)$"
)
SARIF_LEVELS = {"error": "error", "warning": "warning", "info": "note"}
# "Café déjà vu — “quotes” 😀 then: bad", written with escapes for the ambiguous ones.
NON_ASCII_DESCRIPTION = "Caf\u00e9 d\u00e9j\u00e0 vu \u2014 \u201cquotes\u201d \U0001f600 then: bad"


def put(path: Path, content: str | bytes) -> Path:
    """Write ``content`` (text as UTF-8) to ``path``, creating its folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = content.encode("utf-8") if isinstance(content, str) else content
    path.write_bytes(data)
    return path


def write_skill(folder: Path, name: str | None = None, extra: str = "") -> Path:
    """A valid SKILL.md in ``folder`` (name defaults to the folder name) plus ``extra`` lines."""
    name = folder.name if name is None else name
    return put(
        folder / "SKILL.md",
        f"---\nname: {name}\ndescription: Checks {folder.name}. Use when testing the linter.\n"
        f"{extra}---\n\n# {folder.name}\n\nDo the thing step by step.\n",
    )


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "hermes-home"
    folder.mkdir()
    return folder


@pytest.fixture
def hermes(tmp_path: Path, home: Path):
    """Run ``python -m hermes_cli ARGS`` in ``tmp_path`` with HERMES_HOME set to ``home``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HERMES_")}
    python_path = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env.update(HERMES_HOME=str(home), PYTHONIOENCODING="utf-8", PYTHONPATH=python_path)

    def run(*args: str, **extra_env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "hermes_cli", *args],
            cwd=tmp_path,
            env={**env, **extra_env},
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=TIMEOUT,
            check=False,
        )

    return run


@pytest.fixture
def lint(hermes):
    def run(*args: str, **extra_env: str) -> subprocess.CompletedProcess[str]:
        return hermes("skills", "lint", "--no-progress", *args, **extra_env)

    return run


@pytest.fixture
def lint_json(lint):
    def run(*args: str) -> tuple[int, dict]:
        proc = lint("--format", "json", *args)
        assert "Traceback" not in proc.stderr
        return proc.returncode, json.loads(proc.stdout)

    return run


@pytest.fixture
def lint_sarif(lint):
    def run(*args: str) -> dict:
        proc = lint("--format", "sarif", *args)
        assert "Traceback" not in proc.stderr
        return json.loads(proc.stdout)

    return run


@pytest.fixture(scope="module")
def sarif_validator() -> jsonschema.Draft7Validator:
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())


def text_diagnostics(stdout: str) -> list[re.Match[str]]:
    """The diagnostic lines of a text report (every line but the summary)."""
    lines = stdout.splitlines()
    matches = [TEXT_LINE.match(line) for line in lines[:-1]]
    assert all(matches), stdout
    return [m for m in matches if m is not None]


def codes_by_file(report: dict) -> dict[str, list[str]]:
    """``{skill folder name: [codes]}`` from a JSON report."""
    return {
        Path(f["path"]).parent.name: [d["code"] for d in f["diagnostics"]] for f in report["files"]
    }


def linted_paths(report: dict, cwd: Path) -> list[Path]:
    """The files of a JSON report, resolved (a relative path is relative to ``cwd``)."""
    return sorted((cwd / f["path"]).resolve() for f in report["files"])


def uri_path(uri: str) -> Path:
    parsed = urlparse(uri)
    assert parsed.scheme == "file", uri
    return Path(url2pathname(parsed.path))


def artifact_path(run: dict, location: dict) -> Path:
    """The file a SARIF artifactLocation names; a relative reference is resolved against
    the run's ``originalUriBaseIds``, as a SARIF consumer does."""
    uri = location["uri"]
    base_id = location.get("uriBaseId")
    if base_id is not None:
        uri = urljoin(run["originalUriBaseIds"][base_id]["uri"], uri)
    return uri_path(uri)


def sarif_region(result: dict) -> dict:
    return result["locations"][0]["physicalLocation"]["region"]


@pytest.fixture
def bad_name(tmp_path: Path) -> Path:
    """``name: Bad_Name`` on line 2 in folder ``bad-name``: SK104 error, SK106 warning."""
    return write_skill(tmp_path / "bad-name", name="Bad_Name")


@pytest.fixture
def non_ascii(tmp_path: Path) -> Path:
    """Line 3 holds non-ASCII text, then an unquoted ': ' (SK006, a fixable warning)."""
    return put(
        tmp_path / "uni" / "SKILL.md",
        f"---\nname: uni\ndescription: {NON_ASCII_DESCRIPTION}\n---\n\nBody.\n",
    )


# --- exit codes and usage errors -------------------------------------------------------


def test_version_option_prints_the_distribution_name_and_version(hermes):
    proc = hermes("--version")
    assert proc.returncode == 0
    assert proc.stdout == f"hermes-workbench {__version__}\n"


def test_version_option_in_process_exits_zero(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"hermes-workbench {__version__}\n"


def test_a_clean_skill_folder_exits_zero(lint, tmp_path):
    write_skill(tmp_path / "clean" / "good-skill")
    proc = lint("clean")
    assert proc.returncode == 0, proc.stdout
    assert proc.stdout == "0 errors, 0 warnings, 0 info in 0 of 1 files (profile hermes)\n"


def test_a_skill_with_an_error_exits_one(lint, bad_name):
    proc = lint("bad-name")
    assert proc.returncode == 1
    assert ": error SK104 " in proc.stdout


def test_a_nonexistent_path_exits_two_with_a_message_on_stderr_only(lint, tmp_path):
    write_skill(tmp_path / "good-skill")
    proc = lint("good-skill", "no-such-skill")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "no such file or folder" in proc.stderr
    assert "no-such-skill" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_an_unknown_profile_exits_two_listing_the_valid_profiles(
    tmp_path, home, monkeypatch, capsys
):
    monkeypatch.setenv("HERMES_HOME", str(home))
    monkeypatch.chdir(tmp_path)
    write_skill(tmp_path / "good-skill")
    assert main(["skills", "lint", "--profile", "strictest", "good-skill"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "strictest" in err
    for name in PROFILES:
        assert name in err


# --- text format -------------------------------------------------------------------------


def test_text_lines_give_the_one_based_line_and_column_of_the_value(lint, bad_name):
    lines = lint("bad-name").stdout.splitlines()
    assert lines[0].startswith("bad-name/SKILL.md:2:7: error SK104 'name' may only hold ")
    assert lines[1].startswith("bad-name/SKILL.md:2:7: warning SK106 ")


def test_text_marks_only_fixable_diagnostics_as_fixable(lint, tmp_path, bad_name):
    put(tmp_path / "no-description" / "SKILL.md", "---\nname: no-description\n---\n\nBody.\n")
    found = {m["code"]: m for m in text_diagnostics(lint("bad-name", "no-description").stdout)}
    assert found["SK104"]["message"].endswith(" [fixable]")
    assert found["SK110"]["message"] == "the frontmatter has no 'description'"
    assert (found["SK110"]["line"], found["SK110"]["col"]) == ("1", "1")


def test_text_ends_with_a_summary_of_counts_files_and_profile(lint, tmp_path, bad_name):
    write_skill(tmp_path / "good-skill")
    proc = lint("bad-name", "good-skill")
    assert len(text_diagnostics(proc.stdout)) == 2
    summary = proc.stdout.splitlines()[-1]
    assert summary == "1 error, 1 warning, 0 info in 1 of 2 files (profile hermes)"


def test_hints_are_counted_in_the_summary_but_not_listed(lint, lint_json, tmp_path):
    long_description = " ".join(["Explains a long topic in detail."] * 8)  # over 200 chars
    put(
        tmp_path / "wordy" / "SKILL.md",
        f"---\nname: wordy\ndescription: {long_description}\n---\n\nBody.\n",
    )
    _, report = lint_json("wordy")
    assert [d["severity"] for d in report["files"][0]["diagnostics"]] == ["hint"]
    proc = lint("wordy")
    assert proc.returncode == 0
    assert "SK306" not in proc.stdout
    assert proc.stdout == (
        "0 errors, 0 warnings, 0 info in 0 of 1 files "
        "(profile hermes; 1 hint not shown; --min-severity hint lists them)\n"
    )


def test_min_severity_hint_lists_the_hints_the_summary_counted(lint, tmp_path):
    long_description = " ".join(["Explains a long topic in detail."] * 8)  # over 200 chars
    put(
        tmp_path / "wordy" / "SKILL.md",
        f"---\nname: wordy\ndescription: {long_description}\n---\n\nBody.\n",
    )
    proc = lint("--min-severity", "hint", "wordy")
    assert proc.returncode == 0
    [line, summary] = proc.stdout.splitlines()
    assert line.startswith("wordy/SKILL.md:3:14: hint SK306 the skills index shows the first 200")
    assert summary == "0 errors, 0 warnings, 0 info in 1 of 1 files (profile hermes)"


def test_min_severity_error_hides_warnings_and_names_the_option_but_still_exits_on_errors(
    lint, lint_json, bad_name
):
    proc = lint("--min-severity", "error", "bad-name")
    assert proc.returncode == 1
    [line, summary] = proc.stdout.splitlines()
    assert " error SK104 " in line
    assert summary == (
        "1 error, 1 warning, 0 info in 1 of 1 files "
        "(profile hermes; 1 warning not shown; --min-severity warning lists them)"
    )
    code, report = lint_json("--min-severity", "error", "bad-name")
    assert code == 1
    assert [d["code"] for d in report["files"][0]["diagnostics"]] == ["SK104"]
    assert report["summary"]["warning"] == 1
    assert (report["summary"]["min_severity"], report["summary"]["not_listed"]) == ("error", 1)


def test_an_unknown_min_severity_is_a_usage_error(lint, bad_name):
    proc = lint("--min-severity", "fatal", "bad-name")
    assert proc.returncode == 2
    assert "--min-severity" in proc.stderr
    assert proc.stdout == ""


# --- JSON format -------------------------------------------------------------------------


def test_json_report_lists_diagnostics_with_zero_based_ranges_and_fixes(lint_json, bad_name):
    code, report = lint_json("bad-name")
    assert code == 1
    assert report["profile"] == "hermes"
    [file] = report["files"]
    assert file["path"] == "bad-name/SKILL.md"  # as named on the command line
    first = file["diagnostics"][0]
    assert set(first) == {"code", "name", "severity", "message", "range", "fix", "related"}
    assert first["related"] == []
    assert [first[k] for k in ("code", "name", "severity")] == ["SK104", "name-characters", "error"]
    expected_range = {"start": {"line": 1, "character": 6}, "end": {"line": 1, "character": 14}}
    assert first["range"] == expected_range
    assert first["fix"]["edits"] == [{"range": expected_range, "newText": "bad-name"}]


def test_json_summary_counts_match_the_listed_diagnostics(lint_json, tmp_path, bad_name):
    write_skill(tmp_path / "good-skill")
    put(
        tmp_path / "missing-link" / "SKILL.md",
        "---\nname: missing-link\ndescription: Links. Use when testing.\n---\n\n"
        "See [the guide](references/nowhere.md).\n",
    )
    _, report = lint_json("bad-name", "good-skill", "missing-link")
    counted = Counter(d["severity"] for f in report["files"] for d in f["diagnostics"])
    summary = report["summary"]
    assert summary["files"] == len(report["files"]) == 3
    for severity in ("error", "warning", "info", "hint"):
        assert summary[severity] == counted[severity]
    assert summary["warning"] >= 2  # SK106 and the broken link
    fixless = [d for f in report["files"] for d in f["diagnostics"] if d["fix"] is None]
    assert fixless, "the broken link has no fix and must say so with null"


# --- SARIF format ------------------------------------------------------------------------


def test_sarif_output_validates_against_the_official_schema(
    lint_sarif, sarif_validator, tmp_path, bad_name, non_ascii
):
    put(tmp_path / "empty" / "SKILL.md", b"")
    log = lint_sarif("bad-name", "uni", "empty")
    # FormatChecker checks the formats it has libraries for; "uri" needs rfc3987, so
    # the artifact URIs are also checked by hand below.
    errors = sorted(sarif_validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)
    run = log["runs"][0]
    assert log["version"] == "2.1.0"
    assert run["columnKind"] == "unicodeCodePoints"
    for result in run["results"]:
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert artifact_path(run, location).is_file()


def test_sarif_results_name_their_rules_and_match_the_text_positions(
    lint, lint_sarif, bad_name, non_ascii
):
    run = lint_sarif("bad-name", "uni")["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    rule_ids = [rule["id"] for rule in rules]
    assert len(rule_ids) == len(set(rule_ids))
    assert {"SK104", "SK106", "SK006"} <= set(rule_ids)
    from_sarif = []
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] in {"error", "warning", "note"}
        region = sarif_region(result)
        path = artifact_path(run, result["locations"][0]["physicalLocation"]["artifactLocation"])
        where = (path.resolve(), region["startLine"], region["startColumn"])
        from_sarif.append((*where, result["level"], result["ruleId"]))
    cwd = bad_name.parent.parent
    from_text = []
    for m in text_diagnostics(lint("bad-name", "uni").stdout):
        where = ((cwd / m["path"]).resolve(), int(m["line"]), int(m["col"]))
        from_text.append((*where, SARIF_LEVELS[m["severity"]], m["code"]))
    assert len(from_text) == 3
    assert sorted(from_sarif) == sorted(from_text)


def test_sarif_carries_a_fix_as_artifact_change_replacements(lint_sarif, bad_name):
    run = lint_sarif("bad-name")["runs"][0]
    [result] = [r for r in run["results"] if r["ruleId"] == "SK104"]
    [fix] = result["fixes"]
    [change] = fix["artifactChanges"]
    assert artifact_path(run, change["artifactLocation"]).resolve() == bad_name.resolve()
    assert change["replacements"] == [
        {
            "deletedRegion": {"startLine": 2, "startColumn": 7, "endLine": 2, "endColumn": 15},
            "insertedContent": {"text": "bad-name"},
        }
    ]


def test_sarif_columns_count_code_points_after_non_ascii_text(lint, lint_sarif, non_ascii):
    line = non_ascii.read_text("utf-8").splitlines()[2]
    before = line[: line.index(": bad")]
    column = len(before) + 1
    assert column != len(before.encode("utf-16-le")) // 2 + 1, "the input must tell units apart"
    [result] = lint_sarif("uni")["runs"][0]["results"]
    assert result["ruleId"] == "SK006"
    assert (sarif_region(result)["startLine"], sarif_region(result)["startColumn"]) == (3, column)
    assert lint("uni").stdout.startswith(f"uni/SKILL.md:3:{column}: warning SK006 ")


def test_sarif_declares_a_lone_cr_as_a_line_break_when_it_counts_one(lint_sarif, tmp_path):
    put(
        tmp_path / "cr-only" / "SKILL.md",
        b"---\rname: Cr_Only\rdescription: Old Mac line breaks. Use when testing.\r---\r\rBody.\r",
    )
    run = lint_sarif("cr-only")["runs"][0]
    [result] = [r for r in run["results"] if r["ruleId"] == "SK104"]
    assert sarif_region(result)["startLine"] == 2
    # SARIF 2.1.0 §3.14.24: without newlineSequences a consumer splits on CRLF and LF only,
    # so "line 2" of this file would not exist for it.
    assert "\r" in run.get("newlineSequences", ["\r\n", "\n"])


# --- what gets linted --------------------------------------------------------------------


def test_lint_without_paths_covers_hermes_home_skills_and_external_dirs(lint_json, tmp_path, home):
    expected = {
        write_skill(home / "skills" / "alpha"),
        write_skill(home / "skills" / "tools" / "beta"),
        write_skill(tmp_path / "team-skills" / "gamma"),
        write_skill(home / "shared" / "delta"),
    }
    write_skill(tmp_path / "not-a-root" / "epsilon")
    (home / "config.yaml").write_text(
        f"skills:\n  external_dirs:\n    - {tmp_path / 'team-skills'}\n    - shared\n", "utf-8"
    )
    code, report = lint_json()
    assert code == 0
    assert linted_paths(report, tmp_path) == sorted(path.resolve() for path in expected)


def test_a_folder_tree_is_walked_without_support_folders_or_symlink_loops(lint_json, tmp_path):
    tree = tmp_path / "tree"
    outer = write_skill(tree / "category" / "outer")
    nested = write_skill(tree / "category" / "deep" / "a" / "b" / "c" / "nested")
    write_skill(tree / "category" / "outer" / "references" / "inner")
    put(tree / "category" / "outer" / "references" / "SKILL.md", "---\nname: Not_A_Skill\n---\n")
    (tree / "a").mkdir()
    os.symlink("..", tree / "a" / "loop")
    code, report = lint_json("tree")  # the subprocess timeout bounds a hang
    assert code == 0
    assert linted_paths(report, tmp_path) == sorted([outer.resolve(), nested.resolve()])


def test_the_same_skill_named_twice_is_linted_once(lint_json, tmp_path):
    path = write_skill(tmp_path / "good-skill")
    _, report = lint_json("good-skill", str(path.parent.resolve()), "./good-skill/SKILL.md")
    assert report["summary"]["files"] == 1


# --- bad input ---------------------------------------------------------------------------

FIVE_MB = 5 * 1024 * 1024
_HEADER = b"---\nname: huge\ndescription: A huge file. Use when testing size limits.\n---\n\n"


@pytest.mark.parametrize(
    ("content", "codes"),
    [
        pytest.param(b"---\nname: binary\n\x00\x01\x00 not text\n", {"SK009"}, id="binary"),
        pytest.param(
            b"---\nname: latin\ndescription: caf\xe9 au lait. Use when testing.\n---\n\nBody.\n",
            {"SK010"},
            id="non-utf8",
        ),
        pytest.param(b"", {"SK001"}, id="empty"),
        pytest.param(
            _HEADER + b"word " * ((FIVE_MB - len(_HEADER)) // 5),
            {"SK016", "SK303"},
            id="five-megabytes",
        ),
    ],
)
def test_bad_input_is_reported_as_an_error_never_a_crash(lint, tmp_path, content, codes):
    put(tmp_path / "bad-input" / "SKILL.md", content)
    proc = lint("bad-input")
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 1, proc.stdout + proc.stderr
    errors = {m["code"] for m in text_diagnostics(proc.stdout) if m["severity"] == "error"}
    assert codes <= errors


def test_a_report_with_non_ascii_text_does_not_crash_on_an_ascii_stdout(lint, tmp_path):
    write_skill(tmp_path / "caf\u00e9-notes", name="cafe-notes")  # SK106, a warning
    proc = lint("caf\u00e9-notes", PYTHONIOENCODING="ascii")
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 0  # a warning only; 1 would claim errors were found
    assert " warning SK106 " in proc.stdout


# --- profiles and configuration ---------------------------------------------------------


def test_agentskills_profile_rejects_a_top_level_version_that_hermes_accepts(lint, tmp_path):
    write_skill(tmp_path / "versioned", extra='version: "1.0.0"\n')
    default = lint("versioned")
    assert default.returncode == 0
    assert "SK150" not in default.stdout
    strict = lint("--profile", "agentskills", "versioned")
    assert strict.returncode == 1
    assert strict.stdout.startswith("versioned/SKILL.md:4:1: error SK150 'version' ")
    assert strict.stdout.endswith("(profile agentskills)\n")


def test_lint_profile_in_config_changes_the_default_profile(lint, tmp_path, home):
    write_skill(tmp_path / "versioned", extra='version: "1.0.0"\n')
    (home / "config.yaml").write_text("skills:\n  lint_profile: agentskills\n", "utf-8")
    configured = lint("versioned")
    assert configured.returncode == 1
    assert configured.stdout.endswith("(profile agentskills)\n")
    overridden = lint("--profile", "hermes", "versioned")
    assert overridden.returncode == 0
    assert overridden.stdout.endswith("(profile hermes)\n")


def test_related_skills_resolve_against_installed_skills(lint_json, tmp_path, home):
    write_skill(home / "skills" / "alpha")
    write_skill(
        tmp_path / "work" / "knows-alpha",
        extra="metadata:\n  hermes:\n    related_skills: [alpha]\n",
    )
    write_skill(
        tmp_path / "work" / "knows-missing",
        extra="metadata:\n  hermes:\n    related_skills: [alpha, missing-one]\n",
    )
    code, report = lint_json("work")
    assert code == 0
    assert codes_by_file(report) == {"knows-alpha": [], "knows-missing": ["SK205"]}
    [warning] = report["files"][1]["diagnostics"]
    assert warning["severity"] == "warning"
    assert "missing-one" in warning["message"]


# --- the skills shipped with the product -------------------------------------------------


@pytest.mark.parametrize("profile", list(PROFILES))
def test_bundled_skills_lint_clean_at_every_severity_hints_included(lint_json, profile):
    expected_files = len(list(BUNDLED_SKILLS.glob("*/*/SKILL.md")))
    assert expected_files > 0
    code, report = lint_json("--profile", profile, str(BUNDLED_SKILLS))
    problems = [
        f"{f['path']}: {d['severity']} {d['code']} {d['message']}"
        for f in report["files"]
        for d in f["diagnostics"]
    ]
    assert code == 0
    assert report["summary"]["files"] == expected_files
    assert problems == []
    assert [report["summary"][s] for s in ("error", "warning", "info", "hint")] == [0, 0, 0, 0]


# --- paths as given, related locations, files read in part ----------------------------


def test_paths_are_printed_as_given_absolute_or_relative_in_text_and_json(
    lint, lint_json, tmp_path, bad_name
):
    absolute = str(bad_name.parent.resolve())
    climbing = f"../{tmp_path.name}/bad-name"
    for given, shown in [
        (absolute, f"{absolute}/SKILL.md"),
        (climbing, f"{climbing}/SKILL.md"),
        ("./bad-name/", "bad-name/SKILL.md"),  # pathlib's spelling: no './', no trailing '/'
    ]:
        paths = {m["path"] for m in text_diagnostics(lint(given).stdout)}
        assert paths == {shown}, given
        _, report = lint_json(given)
        assert [f["path"] for f in report["files"]] == [shown], given


def test_sarif_keeps_an_absolute_path_absolute_and_a_relative_one_relative_to_srcroot(
    lint_sarif, sarif_validator, tmp_path, bad_name
):
    absolute = lint_sarif(str(bad_name.parent.resolve()))
    [run] = absolute["runs"]
    location = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location == {"uri": bad_name.resolve().as_uri()}
    relative = lint_sarif("bad-name")
    assert not list(sarif_validator.iter_errors(relative))
    [run] = relative["runs"]
    for result in run["results"]:
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert location == {"uri": "bad-name/SKILL.md", "uriBaseId": "%SRCROOT%"}
        assert artifact_path(run, location) == bad_name.resolve()
    base = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
    assert base == tmp_path.resolve().as_uri() + "/"


UNCLOSED_FLOW = "---\nname: unclosed\ndescription: [Checks the linter.\n---\n\n# Unclosed\n"


def test_an_unclosed_flow_is_reported_at_its_bracket_with_the_fence_as_a_note(lint, tmp_path):
    put(tmp_path / "unclosed" / "SKILL.md", UNCLOSED_FLOW)
    proc = lint("unclosed")
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    assert lines[0].startswith(
        "unclosed/SKILL.md:3:14: error SK003 invalid YAML in the frontmatter: "
        "this '[' is never closed with ']': "
    )
    assert lines[1] == "unclosed/SKILL.md:4:1: note the YAML parser reached the closing '---' here"


def test_json_and_sarif_carry_the_related_location_of_an_unclosed_flow(
    lint_json, lint_sarif, sarif_validator, tmp_path
):
    put(tmp_path / "unclosed" / "SKILL.md", UNCLOSED_FLOW)
    _, report = lint_json("unclosed")
    [diagnostic] = [d for d in report["files"][0]["diagnostics"] if d["code"] == "SK003"]
    assert diagnostic["range"]["start"] == {"line": 2, "character": 13}
    assert diagnostic["related"] == [
        {
            "range": {"start": {"line": 3, "character": 0}, "end": {"line": 3, "character": 1}},
            "message": "the YAML parser reached the closing '---' here",
        }
    ]
    log = lint_sarif("unclosed")
    assert not list(sarif_validator.iter_errors(log))
    [result] = [r for r in log["runs"][0]["results"] if r["ruleId"] == "SK003"]
    assert sarif_region(result)["startLine"] == 3
    assert sarif_region(result)["startColumn"] == 14
    [related] = result["relatedLocations"]
    assert related["message"] == {"text": "the YAML parser reached the closing '---' here"}
    assert related["physicalLocation"]["region"]["startLine"] == 4
    assert related["physicalLocation"]["artifactLocation"] == {
        "uri": "unclosed/SKILL.md",
        "uriBaseId": "%SRCROOT%",
    }


def test_a_file_read_in_part_is_said_so_in_its_counts_and_once_in_the_summary(
    lint, lint_json, tmp_path
):
    put(
        tmp_path / "bad-input" / "SKILL.md",
        _HEADER + b"word\n" * ((FIVE_MB - len(_HEADER)) // 5),
    )
    proc = lint("bad-input")
    *lines, summary = proc.stdout.splitlines()
    by_code = {m["code"]: m["message"] for m in text_diagnostics("\n".join(lines) + "\nend")}
    for code in ("SK301", "SK302", "SK303"):
        assert by_code[code].startswith("the first 4 MB of a 5 MB file were read: "), code
    assert summary.endswith("(profile hermes; 1 file read only in part)")
    _, report = lint_json("bad-input")
    assert report["files"][0]["read_in_part"] is True
    assert report["summary"]["read_in_part"] == 1
