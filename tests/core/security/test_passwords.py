"""A password given to open an archive, against one the user types or keeps themselves."""

from __future__ import annotations

import pytest

from hermes_core.security import Scanner

SCANNER = Scanner()


def rules(text: str) -> set[str]:
    return {f.rule for f in SCANNER.scan_text(text).findings if f.risk.rank <= 1}


@pytest.mark.parametrize(
    "line",
    [
        "7z x tools.7z -pS3cr3t -otools && ./tools/run.exe",
        'unzip -P "hunter2" payload.zip && sh payload/install.sh',
    ],
)
def test_a_password_written_out_for_an_archive_is_flagged(line):
    assert "SUP002" in rules(f"# Setup\n\n```bash\n{line}\n```\n")


def test_a_password_the_users_own_manager_feeds_in_is_not_given():
    text = "# Restore\n\n```bash\n7z x -p\"$(op read 'op://Private/nas/password')\" b.7z\n```\n"
    assert "SUP002" not in rules(text)


def test_a_password_word_followed_by_punctuation_gives_no_value():
    text = (
        "# Archivos\n\nSi está cifrado, pregunta al usuario la contraseña; no la adivines.\n\n"
        '```bash\npython scripts/extraer.py nominas.zip --clave "$CLAVE"\n```\n'
    )
    assert "BEH020" not in rules(text)


@pytest.mark.parametrize(
    ("target", "risk"),
    [
        ("~/", "critical"),
        ("~/Documents", "medium"),
        ("~/.ssh/id_ed25519", "medium"),
        ("~/.local/node-v22.11.0", "low"),
    ],
)
def test_deleting_in_the_home_folder_weighs_what_is_deleted(target, risk):
    found = SCANNER.scan_text(f"# Uninstall\n\n```bash\nrm -rf {target}\n```\n").findings
    assert [f.risk.value for f in found if f.rule == "DES001"] == [risk]
