"""Expressions of what code does, each behind its key words: sends a request body
(Python's, Node's, Go's, Ruby's and .NET's clients, git pushes, GitHub comments), runs a
string as code, grants access to someone it names, writes a signing key store.

Each comes with the key words a line must hold for it to be tried (see
:mod:`~hermes_core.security.expressions`, which runs them).
"""

from __future__ import annotations

import re

__all__ = [
    "AV_EXCLUSION",
    "CODE_SEND",
    "CODE_SEND_KEYS",
    "CODE_SEND_MORE",
    "CODE_SEND_MORE_KEYS",
    "DOWNLOAD_CALL",
    "EMAIL",
    "EXEC_CALL",
    "EXEC_KEYS",
    "GH_WRITE",
    "GH_WRITE_KEYS",
    "GRANT_TO_NAME",
    "GRANT_TO_NAME_KEYS",
    "HIDDEN_WINDOW",
    "KEY_FILE",
    "KEY_FILE_KEYS",
    "RUN_BY_PATH",
    "RUN_BY_PATH_KEYS",
    "SILENCED_BACKGROUND",
    "UNPACKED",
    "UNPACKED_KEYS",
    "WRITE_ROLE",
    "WRITE_ROLE_KEYS",
    "WRITTEN_GRANT",
    "WRITTEN_GRANT_KEYS",
    "WRITTEN_GRANT_PATTERN",
    "bound_to_address",
]


# Code that sends data: a request body, an upload, a mirror push, a socket write.
CODE_SEND = re.compile(
    r"[(,]\s*(?:data|body|json|files)\s*=\s*(?!None\b)|\bmethod\s*[:=]\s*[\"']?(?:post|put|patch)\b"
    # a keyword argument on a call's continuation line: "    data=body,"
    r"|(?m:^)[ \t]+(?:data|body|json|files)=(?![=\s]|None\b)"
    r"|-Method\s+(?:Post|Put)\b|\bcurl\b[^\n]*\s-(?-i:d|F|T)\s|--data(?:-binary|-raw|-urlencode)?\b"
    r"|--upload-file\b"
    r"|\.send(?:all|file|mail|_message)?\(|\.write\(\s*(?:sock|conn)"
    # Node's http(s).request: the body written into the request, or ended with it
    r"|\breq(?:uest)?\.(?:end|write)\(\s*(?![\"'`)])[\w.]+\s*\)"
    r"|\bgit\s+push\b[^\n]*(?:--mirror|--all|--force|\s-f\b|\s(?:https?://|ssh://|git@))"
    r"|\bremote\s+(?:add|set-url)\s+(?:--?\S+\s+)*[\"']?[\w.$-]+[\"']?\s+[\"']?"
    r"(?:https?://|ssh://|git@|\$)"
    r"|\bgh\s+gist\s+create\b|\bmail\s+-s\b|\bmutt\b[^\n]*\s-a\s",
    re.IGNORECASE,
)

# More code that sends, each behind its own key words (one expression for all would be
# run on every line that says "data" or "body"): a program's argument list pushing git
# ("git", ["push", REMOTE]), a GitHub comment or issue with a body, Go's and Ruby's
# requests with a body, Node's clients, .NET's uploads.
CODE_SEND_MORE = re.compile(
    r"[\"'`]git[\"'`]\s*,\s*\[\s*[\"'`]push[\"'`][^\]\n]*(?:--mirror|--all|--force|[\"'`]-f[\"'`]"
    r"|https?://|ssh://|git@|,\s*(?-i:[A-Z][A-Z0-9_]{2,})\s*[,\]])"
    # the same spread over a wrapper's arguments: git("push", "-u", "origin", "--force")
    r"|[(,]\s*[\"'`]push[\"'`]\s*,[^\n)\]]*[\"'`](?:--mirror|--all|--force|-f)[\"'`]"
    r"|[(,]\s*[\"'`]remote[\"'`]\s*,\s*[\"'`](?:add|set-url)[\"'`]\s*,\s*[\"'`][\w.-]+[\"'`]\s*,\s*"
    r"(?:[\"'`](?:https?://|ssh://|git@)|(?-i:[A-Z][A-Z0-9_]{2,})\b)"
    r"|\bgh\s+(?:issue|pr)\s+(?:comment|create)\b[^\n]*\s--body(?:-file)?\b"
    # the same as an argument list: Command::new("gh").args(["issue", "comment", …, "-F"])
    r"|[\"'`](?:issue|pr)[\"'`]\s*,\s*[\"'`](?:comment|create)[\"'`][^\]\n]*[\"'`]"
    r"(?:-F|-b|--body|--body-file)[\"'`]"
    r"|\bhttp\.(?:Post|PostForm)\(|\b\w*client\.(?:post|postform|put|patch)\("
    r"|\bhttp\.NewRequest(?:WithContext)?\(\s*(?:\w+\s*,\s*)?"
    r"(?:\"(?:POST|PUT|PATCH)\"|http\.Method(?:Post|Put|Patch))"
    r"|\bNet::HTTP(?:\.post(?:_form)?\(|::(?:Post|Put|Patch)\.new\b)"
    r"|\b(?:axios|got|ky|needle|superagent)\.(?:post|put|patch)\("
    r"|\.Upload(?:String|Data|File|Values)(?:Async)?\("
    # a local file copied up to cloud storage
    r"|\baws\b[^\n|;&]*?\bs3\s+(?:cp|mv|sync)\s+(?:--?[\w-]+\s+)*[\"']?(?!s3://)[^\s\"']+[\"']?\s+[\"']?s3://"
    r"|\bgsutil\s+(?:-\w+\s+)*(?:cp|rsync|mv)\s+(?:-\w+\s+)*[\"']?(?!gs://)[^\s\"']+[\"']?\s+[\"']?gs://"
    r"|\brclone\s+(?:copy|sync|move)\b|\baz\s+storage\s+blob\s+upload(?:-batch)?\b"
    # Java's and Groovy's URLConnection with a body, .NET's HttpClient posts
    r"|\bdoOutput\s*=\s*true\b|\bsetDoOutput\(\s*true\s*\)"
    r"|\.(?:PostAsync|PostAsJsonAsync|PutAsync|PutAsJsonAsync|PatchAsync)\(",
    re.IGNORECASE,
)

CODE_SEND_MORE_KEYS = (
    '"push"',
    "'push'",
    "`push`",
    '"remote"',
    "'remote'",
    "gh issue",
    "gh pr",
    '"issue"',
    "'issue'",
    '"pr"',
    "'pr'",
    "http.post",
    "client.post",
    "client.put",
    "client.patch",
    "newrequest",
    "net::http",
    "axios.",
    "got.",
    "ky.",
    "needle.",
    "superagent.",
    ".upload",
    "s3 ",
    "gsutil",
    "rclone",
    "storage blob",
    "dooutput",
    "async(",
)

# (``Function(`` only with its capital: ``function (`` is a function expression.)
EXEC_CALL = re.compile(
    r"\b(?i:exec|eval)\s*\(|\bFunction\s*\(|\bnew\s+Function\b|\[(?i:scriptblock)\]::(?i:create)"
    # an interpreter handed a variable to run: spawn(process.execPath, ["-e", code])
    r"|[\"'](?:-e|-c|--eval)[\"']\s*,\s*(?!\s*[\"'`\d])[A-Za-z_$][\w.$]*\s*[\],)]"
    # Node's vm module runs a string as code too
    r"|\bvm\.(?:runIn(?:This|New)?Context|compileFunction)\s*\(|\bnew\s+vm\.Script\b"
    # Lua's loaders of code from a string or a file; Ruby's instance_eval
    r"|\b(?:loadstring|loadfile|dofile|instance_eval|class_eval)\s*\("
)

CODE_SEND_KEYS = (
    "req.end(",
    "req.write(",
    "request.end(",
    "request.write(",
    "data",
    "body",
    "json",
    "files",
    "method",
    "curl",
    "--upload-file",
    ".send",
    ".write(",
    "git push",
    "remote",
    "gist",
    "mail",
    "mutt",
)

# Access written out for someone named in the code itself: another cloud account trusted
# by its number, a public key fixed in a template (honest templates take them as inputs).
WRITTEN_GRANT_PATTERN = re.compile(
    r"arn:aws:iam::\d{12}:(?:root|user/|role/)"
    # a public key fixed in code, in quotes: whoever holds its private half gets in
    r"|[\"'](?:ssh-(?:ed25519|rsa)|ecdsa-sha2-\w+)\s+AAAA[0-9A-Za-z+/]{20,}"
    # or shipped as a file of the skill's own, in any folder of it: cat "$HERE/assets/x.pub",
    # "$DIR/sleutels/standaard.pub" (not one under ~/.ssh: the person's own)
    r"|(?<![~\w.-])(?:\$\{?\w+\}?/|\./|\.\./)*(?:[\w-][\w.-]*/)+[\w.-]+\.pub\b"
    # a document or a cloud project shared with an address written out: Drive's
    # emailAddress="x@y", an IAM member "user:x@y"
    r"|\bemail_?address[\"']?\s*[=:]\s*[\"'][^\"'\s@]+@[\w.-]+\.\w+[\"']"
    r"|[\"'](?:user|group|serviceAccount):[\w.+-]+@[\w.-]+\.\w+[\"']"
)

WRITTEN_GRANT_KEYS = (
    "arn:aws:iam::",
    "ssh-ed25519",
    "ssh-rsa",
    "ecdsa-sha2",
    ".pub",
    "emailaddress",
    "email_address",
    "user:",
    "group:",
    "serviceaccount:",
)

# An e-mail address written out (with Exchange's optional "smtp:" prefix).
EMAIL = r"(?:smtp:)?[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}"


def bound_to_address(text: str, name: str) -> bool:
    """Whether the code sets the variable ``name`` (``$name`` in PowerShell) to an e-mail
    address it writes out: ``SUPPORT = "desk@x.example"``, ``$copy = 'a@b.example'``."""
    name = re.escape(name.lstrip("$"))
    bound = re.compile(rf"(?:^|[\s;(])\$?{name}\s*[:=]\s*[\"']{EMAIL}[\"']", re.MULTILINE)
    return bound.search(text) is not None


# The same address through a constant: emailAddress=SUPPORT, SUPPORT = "x@y" above.
GRANT_TO_NAME = re.compile(r"\bemail_?address[\"']?\s*[=:]\s*([A-Z][A-Z0-9_]{2,})\b", re.IGNORECASE)
GRANT_TO_NAME_KEYS = ("emailaddress", "email_address")


WRITTEN_GRANT = "access written out for someone the code names"

# A comment, issue, pull request or gist written with GitHub's CLI goes to github.com.
GH_WRITE = re.compile(
    r"\bgh\s+(?:(?:issue|pr)\s+(?:comment|create)|gist\s+create)\b"
    r"|[\"'`](?:issue|pr)[\"'`]\s*,\s*[\"'`](?:comment|create)[\"'`]"
)

GH_WRITE_KEYS = ("gh issue", "gh pr", "gh gist", '"issue"', "'issue'", '"pr"', "'pr'")

# A signing key store named by its file: upload.jks, release.keystore, signing.p12.
KEY_FILE = re.compile(r"\w\.(?:jks|keystore|p12|pfx)\b", re.IGNORECASE)

KEY_FILE_KEYS = (".jks", ".keystore", ".p12", ".pfx")

EXEC_KEYS = (
    "exec",
    "eval",
    "function",
    "scriptblock",
    "vm.",
    '"-e"',
    "'-e'",
    '"-c"',
    "'-c'",
    "loadstring",
    "loadfile",
    "dofile",
)


# A role that lets its holder change things, given in code (Drive's role="writer", a
# repository's permission "push"): with a grant to someone the code names, it is theirs.
WRITE_ROLE = re.compile(
    r"\b(?:role|permission)[\"']?\s*[=:]\s*[\"'](?:writer|owner|organizer|fileOrganizer|editor"
    r"|admin|maintain|push)[\"']",
    re.IGNORECASE,
)
WRITE_ROLE_KEYS = ("role", "permission")


# An archive unpacked by its tool's short form: 7z x, 7za e, tar -xzf, tar xf.
UNPACKED = re.compile(r"\b7z[ar]?\s+[xe]\b|\btar\s+-?[a-wyzA-Z]*x[a-zA-Z]*\b")
# A program run by its path, where a command starts (a line, after ; & | or sudo, or a
# Make recipe's @): ./setup, /tmp/x/install, $(HOME)/bin/tool, "$DIR"/run.
RUN_BY_PATH = re.compile(
    r"(?:^[ \t]*@?-?|[;&|][ \t]*|\bsudo[ \t]+(?:-\w+[ \t]+)*)"
    r"(?:\./|~/|/tmp/|\$\(\w+\)/|\$\{\w+\}/|\$\w+/|\"\$\{?\w+\}?\"/)[\w./$(){}-]*[\w)]",
    re.MULTILINE,
)
UNPACKED_KEYS = ("7z", "tar ")
RUN_BY_PATH_KEYS = ("./", "~/", "/tmp/", "$")


# A download by a method call (the lexicon finds words, not ``.DownloadFile(``).
DOWNLOAD_CALL = re.compile(
    r"\.(?:DownloadFile|DownloadString|DownloadData|DownloadFileAsync|DownloadFileTaskAsync)\s*\("
    r"|\bNet\.WebClient\b",
    re.IGNORECASE,
)
# A program started with no window, and a path kept out of the antivirus scan.
HIDDEN_WINDOW = re.compile(r"-W(?:indowStyle)?\s+['\"]?Hidden\b|-WindowStyle:Hidden\b", re.I)
AV_EXCLUSION = re.compile(r"-Exclusion(?:Path|Process|Extension|IpAddress)\b", re.I)
# A command silenced and sent to the background: its output and its failure unseen.
SILENCED_BACKGROUND = re.compile(r"(?:>\s*/dev/null\s+2>&1|&>\s*/dev/null)\s*\)?\s*&(?!&)")
