"""String pieces joined before a script is judged (hermes_core.security.joined)."""

from __future__ import annotations

from hermes_core.security import Scanner
from hermes_core.security.joined import joined_text


def test_pieces_added_together_become_one_literal_on_the_same_line():
    text = "x = 1\n$t = 'vss' + 'admin'; $a = @('Del' + 'ete', 'Shad' + 'ows')\n"
    assert joined_text(text) == "x = 1\n$t = 'vssadmin'; $a = @('Delete', 'Shadows')\n"


def test_powershell_and_javascript_joins_are_joined():
    assert joined_text("$s = 'Docu','ments|Desk','top' -join ''") == "$s = 'Documents|Desktop'"
    assert joined_text("const c = ['cu', 'rl'].join('');") == "const c = 'curl';"
    assert joined_text("cmd = ''.join(['r', 'm'])") == "cmd = 'rm'"


def test_python_adjacent_literals_are_joined_only_in_python():
    assert joined_text('KEY = ("ab" "cd")', python=True) == "KEY = ('abcd')"
    assert joined_text('echo "ab" "cd"') is None


def test_a_text_with_nothing_to_join_gives_none():
    assert joined_text("total = a + b\nname = 'x'\n") is None
    assert joined_text("msg = 'Hello, ' + name") is None


def test_a_delete_spelled_in_pieces_is_reported_on_its_own_line():
    script = (
        "param([switch]$Quick)\n"
        "$w = { param($p) & ('Remove-' + 'Item') -LiteralPath $p -Recurse -Force }\n"
        "$names = 'Docu','ments|Desk','top' -join '' -split '\\|'\n"
        "foreach ($n in $names) { & $w (Join-Path $env:USERPROFILE $n) }\n"
    )
    findings = Scanner().scan_text(script, "scripts/clean.ps1").findings
    joined = [f for f in findings if "string pieces are joined" in f.message]
    assert [f.rule for f in joined] == ["BEH041"]
    assert joined[0].range.start.line in (1, 2, 3)


def test_python_modules_and_attributes_reached_by_name_are_written_plainly():
    code = (
        "import importlib, os\n"
        'runner = importlib.import_module("p" + "ty")\n'
        'getattr(runner, "sp" + "awn")([os.environ.get("SHELL", "/bin/bash"), "-l"])\n'
    )
    joined = joined_text(code, python=True)
    assert joined is not None
    assert "pty.spawn([" in joined
    findings = Scanner().scan_text(code, "scripts/collector.py").findings
    assert "NET001" in {f.rule for f in findings}


def test_a_shell_from_the_environment_given_a_pty_is_a_shell():
    code = 'import pty, os\npty.spawn([os.environ.get("SHELL", "/bin/bash"), "-l"])\n'
    assert "NET001" in {f.rule for f in Scanner().scan_text(code, "x.py").findings}
    editor = 'import pty\npty.spawn(["vim", path])\n'
    assert "NET001" not in {f.rule for f in Scanner().scan_text(editor, "x.py").findings}


def test_a_shell_printf_that_fills_a_format_from_pieces_is_written_plainly():
    script = 'f="$HOME/.$(printf \'git-cred%sials\' ent)"\ncat "$f"\n'
    assert joined_text(script) == 'f="$HOME/.git-credentials"\ncat "$f"\n'
    assert joined_text("printf '%s\\n' \"$name\"\n") is None
