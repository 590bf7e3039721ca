"""Rules about what a skill does to the machine: persistence, network, destruction,
execution, paths, privileges, mining (the supply chain: rules_supply.py)."""

from __future__ import annotations

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule, Scope
from hermes_core.security.rule import rule as _rule
from hermes_core.security.rules_supply import SUPPLY_RULES
from hermes_core.security.shell_patterns import (
    AGENT_CONFIG,
    REDIRECT,
    SQL,
    START_UP,
)

__all__ = ["SYSTEM_RULES"]

C, H, M, L = Risk.CRITICAL, Risk.HIGH, Risk.MEDIUM, Risk.LOW
EXF, PI, OBF = Category.EXFILTRATION, Category.PROMPT_INJECTION, Category.OBFUSCATION
PER, SUP, NET = Category.PERSISTENCE, Category.SUPPLY_CHAIN, Category.NETWORK
DES, EXE, CRED = Category.DESTRUCTIVE, Category.EXECUTION, Category.CREDENTIAL_EXPOSURE
PATH, PRIV, MINE = Category.PATH_TRAVERSAL, Category.PRIVILEGE_ESCALATION, Category.CRYPTO_MINING
UNI, HOMO, STR = Category.INVISIBLE_TEXT, Category.HOMOGLYPH, Category.STRUCTURE

SYSTEM_RULES: tuple[Rule, ...] = (
    # -- persistence ----------------------------------------------------------------
    _rule(
        "PER001",
        PER,
        M,
        "Installs a scheduled job that runs on its own.",
        ("crontab", "@reboot", "/etc/cron", "schtasks"),
        r"\|\s*crontab\s+-(?:\s|$)|crontab\s+[^\n]{0,500}?<<|@reboot\b|>>?\s*/etc/cron"
        r"|schtasks\s+/create",
    ),
    _rule(
        "PER002",
        PER,
        L,
        "Appends to a shell start-up file, which runs in every new shell.",
        (
            ".bashrc",
            ".zshrc",
            ".bash_profile",
            ".bash_login",
            ".profile",
            ".zprofile",
            ".zshenv",
            ".zlogin",
            "config.fish",
            "/etc/profile",
        ),
        # A redirect (> or >>), tee, or cp/mv/ln straight onto the file, or "append … to" it.
        r"(?:" + REDIRECT + r"|\btee\s+(?:-\w+\s+)*[\"']?[^\s|;&<>\"']*"
        r"|\b(?:cp|mv|install|ln)\s+(?:-\S+\s+)*[^\s|;&]+\s+(?:-\S+\s+)*[\"']?[^\s|;&<>\"']*"
        r"|\bappend\w*\b[^\n]{0,30}\bto\b[^\n]{0,200}?)" + START_UP,
    ),
    _rule(
        "PER003",
        PER,
        C,
        "Adds an SSH key to authorized_keys: a backdoor login.",
        ("authorized_keys",),
        r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-\S+)\s+AAAA[0-9A-Za-z+/]{20,}[^\n]{0,500}?authorized_keys",
    ),
    _rule(
        "PER006",
        PER,
        L,
        "Changes which SSH keys may log in to a machine.",
        ("authorized_keys",),
        r"(?:>>|\btee\b|\bappend|\bwrite|\bcp\b|\bmv\b)[^\n]{0,500}?authorized_keys",
    ),
    _rule(
        "PER007",
        PER,
        M,
        "Forces a browser extension onto the machine through browser policy.",
        ("extensioninstallforcelist", "extensioninstallsources", "force_installed"),
        # Chrome's and Edge's policies (registry, plist or JSON), Firefox's policies.json
        r"\bExtensionInstall(?:Forcelist|Sources)\b"
        r"|installation_mode[\"']?\s*[:=]\s*[\"']?force_installed",
    ),
    _rule(
        "PER004",
        PER,
        L,
        "Registers a service or agent that starts by itself.",
        (
            "systemctl",
            "/etc/systemd",
            "library/launchagents",
            "library/launchdaemons",
            "launchctl",
            ".config/autostart",
            "currentversion\\",
            "currentversion/",
            "/etc/init.d/",
            "/etc/rc.local",
        ),
        r"systemctl\s+(?:--user\s+)?enable|/etc/systemd/system/|library/launch(?:agents|daemons)"
        r"|launchctl\s+(?:load|bootstrap)|\.config/autostart|/etc/init\.d/"
        # The registry Run keys, written with one backslash, two (in a string) or a slash.
        r"|currentversion(?:\\{1,2}|/)(?:policies(?:\\{1,2}|/)explorer(?:\\{1,2}|/))?run(?:once)?"
        r"(?:services)?(?:once)?\b"
        r"|/etc/rc\.local",
        leading=True,
    ),
    _rule(
        "PER005",
        PER,
        M,
        "Changes the agent's own instructions or configuration.",
        (
            ".claude",
            ".hermes",
            ".codex",
            ".cursor",
            ".gemini",
            ".config/",
            "appdata",
            "application support",
            "system prompt",
        ),
        # Only the agent's own, global configuration: a project's AGENTS.md or CLAUDE.md is
        # the project's documentation, written at the user's request.
        r"(?:" + REDIRECT + r"|\b(?:tee|write|append|modify|edit|overwrite|add|cp|mv|install|ln)\b"
        # (a skill copied into the skills folder is a skill installed: its own instructions)
        r"[^\n]{0,60}?)" + AGENT_CONFIG + r"(?!skills(?:[\\/]|\b))"
        r"|\b(?:modify|overwrite|replace|change)\b[^.\n]{0,20}"
        r"\b(?:your|the agent'?s) system prompt\b",
    ),
    # -- supply chain: rules_supply.py --------------------------------------------
    *SUPPLY_RULES,
    # -- network --------------------------------------------------------------------
    _rule(
        "NET001",
        NET,
        C,
        "Opens a reverse or bind shell.",
        (
            "nc ",
            "ncat",
            "netcat",
            "/dev/tcp",
            "/dev/udp",
            "sh -i",
            "socat",
            "mkfifo",
            "dup2",
            "pty.spawn",
            "tcpclient",
            "getruntime",
        ),
        r"\b(?:nc|ncat|netcat)\b[^\n]{0,500}?\s-\w*[ec]\s*\S*(?:sh|bash|cmd|powershell)\b"
        # bash's /dev/tcp: to a host that is not this machine (a name with a dot or an
        # address, not loopback), or whatever the host with a shell's input or output sent
        # through a socket (0>&1, <&5, >&5, sh -i); a probe of a local port is neither.
        r"|/dev/(?:tcp|udp)/(?!(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0)/)(?:\d{1,3}(?:\.\d{1,3}){3}"
        r"|[\w-]+(?:\.[\w-]+)+)/\d+"
        r"|/dev/(?:tcp|udp)/[^\s/]+/[^\s/]+(?=[^\n]*?(?:\b0[<>]&\s*\d|<&\s*\d|>&\s*(?:[3-9]|\d\d)\b"
        r"|\b(?:ba|z|k|da)?sh\s+-i\b))"
        r"|\b(?:nc|ncat|netcat)\b[^\n]{0,500}?\|\s*(?:/bin/|/usr/bin/)?(?:ba|z|da|k)?sh\b"
        r"|\bsocat\b[^\n]{0,500}?(?:exec|system):|\bmkfifo\b[^\n]{0,500}?\|\s*(?:nc|ncat|netcat)\b"
        # (the shell may come from the environment: pty.spawn([os.environ["SHELL"], "-l"]))
        r"|\bpty\.spawn\([^\n]{0,80}?(?:/bin/(?:ba|z)?sh|[\"']SHELL[\"']|[\"'](?:ba|z)?sh[\"'])"
        r"|\bgetruntime\(\)\.exec\(",
        leading=True,
        more=(
            # An interactive shell wired to a socket, a socket made the process's input
            # and output, .NET's TCP client: matches that start before their anchor.
            (
                ("sh -i", "dup2", "tcpclient"),
                r"\b(?:ba|z|k|da)?sh\s+-i\b[^\n]{0,40}/dev/(?:tcp|udp)/|\bbash\s+-i\s*>&"
                r"|os\.dup2\(\s*\w+\.fileno|system\.net\.sockets\.tcpclient",
                False,
            ),
        ),
    ),
    _rule(
        "NET002",
        NET,
        M,
        "Opens a tunnel that exposes this machine to the internet.",
        (
            "ngrok",
            "cloudflared",
            "ssh ",
            "localtunnel",
            "lt --port",
            "serveo",
            "localhost.run",
            "bore ",
            "frpc",
            "chisel",
        ),
        # (ssh's own -R, before any remote command or pipe: not xargs -r in the command run)
        r"\bngrok\s+(?:http|tcp|tls|start)\b|\bssh\b[^\n|;&\"']{0,500}?\s(?-i:-R)\s*\S"
        # cloudflared running a tunnel (a named one, or a quick one with --url), or access
        # forwarding; not "tunnel list", "tunnel info", "tunnel create" or "login".
        r"|\bcloudflared\s+(?:tunnel\s+(?:[^\n|;&]*?\s)?(?:run(?=\s|$|[\"'])|--url\b|--hello-world\b)"
        r"|--url\b|access\s+(?:tcp|ssh|rdp)\b|service\s+install\b)"
        r"|\blocaltunnel\b|\blt\s+--port\b|serveo\.net|localhost\.run|\bbore\s+local\b|\bfrpc\b"
        r"|\bchisel\s+(?:client|server)\b",
        leading=True,
    ),
    _rule(
        "NET004",
        NET,
        M,
        "Opens a network listener (something may connect in and send data).",
        ("nc ", "ncat", "netcat"),
        r"\b(?:nc|ncat|netcat)\b[^\n|;&]{0,300}?\s(?:-[a-zA-Z0-9]*l|--listen\b)",
        leading=True,
    ),
    _rule(
        "NET003",
        NET,
        M,
        "Routes traffic through a throwaway tunnel host.",
        ("ngrok", "trycloudflare", "loca.lt", "serveo", "localhost.run", "lhr.life", "pinggy"),
        r"https?://[\w.-]+\.(?:ngrok(?:-free)?\.(?:app|dev|io)|ngrok\.io|trycloudflare\.com|loca\.lt"
        r"|serveo\.net|localhost\.run|lhr\.life|pinggy\.(?:io|link))\b",
    ),
    # -- destructive ----------------------------------------------------------------
    _rule("DES001", DES, C, "Deletes the file system root, the home folder or system folders."),
    _rule(
        "DES002",
        DES,
        C,
        "Wipes a disk or exhausts the machine (fork bomb).",
        (
            "mkfs",
            "dd ",
            "/dev/sd",
            "/dev/nvme",
            "shred",
            "wipefs",
            ":(){",
            "format c:",
            "remove-item",
            "del /",
            "erase /",
            "rd /",
            "rmdir /",
        ),
        r"\bmkfs(?:\.\w+)?\s+/dev/|\bdd\b[^\n]{0,500}?\bof=/dev/(?:sd|nvme|hd|vd|xvd|disk|mmcblk)"
        r"|(?:(?<=>)|(?<=>\s)|(?<=>\s\s))/dev/(?:sd[a-z]|nvme\d)|\bshred\b[^\n]{0,500}?/dev/|\bwipefs\s+-a|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}"
        r"|\bformat\s+c:"
        # Remove-Item -Recurse (-r, -rec …) of a drive (C:, C:\, C:\\, C:/), the home folder
        # or ~, as a whole argument; cmd's del/erase/rd /s or /q of a drive.
        r"|\bremove-item\b(?=[^\n|;]{0,300}\s-r(?:e(?:c(?:u(?:r(?:s(?:e)?)?)?)?)?)?\b)"
        r"[^\n|;]{0,300}?\s[\"']?"
        r"(?:[a-z]:[\\/]{0,2}|\$env:userprofile[\\/]{0,2}|\$home[\\/]{0,2}|~[\\/]{0,2})\*?[\"']?"
        r"(?=\s|$|[;|)])"
        r"|\b(?:del|erase|rd|rmdir)\s+(?=[^\n|&]{0,300}\s/[sq]\b)(?:/[a-z]\s+)*[\"']?[a-z]:[\\/]{0,2}"
        r"(?:\*(?:\.\*)?)?[\"']?(?=\s|$)",
        leading=True,
    ),
    _rule(
        "DES003",
        DES,
        H,
        "Erases logs or shell history (covering tracks).",
        ("/var/log", "history -c", "histfile", "bash_history", "wevtutil", "clear-eventlog"),
        # (">" empties a log; ">>" only appends to it)
        r"\b(?:rm|shred|truncate|unlink)\b[^\n]{0,500}?/var/log|(?<![>&])>\s*/var/log/"
        r"|\bhistory\s+-c\b"
        r"|\bunset\s+HISTFILE\b|HISTFILE\s*=\s*/dev/null|(?<![>&])>\s*~?/?\.bash_history"
        r"|\bwevtutil\s+cl\b"
        r"|clear-eventlog",
    ),
    _rule(
        "DES004",
        DES,
        M,
        "Drops a database, empties cloud storage or a cluster, or rewrites shared history.",
        ("drop database", "drop schema", "drop table", "truncate table", "flushall"),
        r"\bdrop\s+(?:database|schema)\b|\bdrop\s+table\b(?!\s+if\s+exists\s+\w*te?mp)"
        r"|\btruncate\s+table\b|\bflushall\b",
        leading=True,
        more=(
            # --force, not --force-with-lease / --force-if-includes (the safe forms).
            (
                ("push --force", "push -f"),
                r"\bgit\s+push\b[^\n]{0,300}(?:--force(?![-\w])|\s-f\b)[^\n]{0,300}\b(?:main|master)\b",
                False,
            ),
            # Every remote branch or tag deleted (a list fed to push --delete), and the
            # reflog, git's own undo, expired at once.
            (
                ("xargs", "reflog expire"),
                r"\bxargs\b[^\n]{0,200}\bgit\s+push\b[^\n]{0,200}(?:--delete|\s-d)\b"
                r"|\bgit\s+reflog\s+expire\b[^\n]{0,200}--expire(?:-unreachable)?=(?:now|all|0)\b",
                False,
            ),
            # A bucket emptied or removed, a namespace or every resource of a cluster deleted.
            (
                ("s3 rm", "s3 rb", "gsutil", "storage rm", "delete-batch", "kubectl delete"),
                r"\baws\s+s3\s+(?:rm\s+s3://\S+[^\n]{0,100}--recursive|rb\s+s3://\S+[^\n]{0,100}--force)"
                r"|\bgsutil\s+(?:-m\s+)?rm\s+(?:-\w+\s+)*-r\b|\bgcloud\s+storage\s+rm\s+[^\n]{0,100}"
                r"(?:-r|--recursive)\b|\baz\s+storage\s+blob\s+delete-batch\b"
                r"|\bkubectl\s+delete\s+(?:namespace|ns)\s+(?!-)\S|\bkubectl\s+delete\b[^\n]{0,100}"
                r"--all(?:-namespaces)?\b",
                False,
            ),
        ),
    ),
    # -- execution ------------------------------------------------------------------
    _rule(
        "EXE001",
        EXE,
        H,
        "Runs code it fetches or reads at run time.",
        ("eval(", "exec(", "__import__", "new function"),
        r"\b(?:eval|exec)\s*\(\s*(?:compile\(\s*)?(?:open\(|requests\.|urllib|(?:\w{1,12}\.)?urlopen|httpx\.|fetch\(|"
        r"input\(|sys\.argv|await\s+fetch|response|r\.text|res\.text)|__import__\(\s*[\"']os[\"']\s*\)"
        r"\.(?:system|popen)|\bnew\s+Function\s*\([^\n]{0,500}?(?:fetch|response|atob)",
        scope=Scope.CODE,
        leading=True,
    ),
    _rule(
        "EXE002",
        EXE,
        M,
        "Builds a shell command from variables (command injection).",
        ("shell=true", "os.system", "os.popen", "child_process", "execsync", "subprocess"),
        r"shell\s*=\s*True|\bos\.(?:system|popen)\(\s*(?:f[\"']|[\"'][^\"'\n]*[\"']\s*[%+]|\w+\s*\))"
        r"|\b(?:exec|execSync)\(\s*`[^`\n]*\$\{"
        r"|require\(\s*\\?[\"']child_process\\?[\"']\s*\)\.(?:exec|execSync|spawn)",
        scope=Scope.CODE,
    ),
    _rule(
        "EXE003",
        EXE,
        M,
        "Builds an SQL query from variables (SQL injection).",
        ("select", "insert", "update", "delete"),
        # The string runs to its own closing quote, so quotes of the other kind inside it
        # ("… name = '{name}'") do not end it.
        r"\b(?:rf|fr|f)(?P<fq>\"{3}|'{3}|\"|')\s*" + SQL + r"(?:(?!(?P=fq))[^\n])*\{"
        r"|(?P<q>[\"'])\s*" + SQL + r"(?:(?!(?P=q))[^\n])*(?P=q){1,3}\s*(?:\+|%\s*[\w(]|\.format\()"
        r"|`\s*" + SQL + r"[^`\n]*\$\{",
        scope=Scope.CODE,
    ),
    _rule("EXE004", EXE, M, "Loops forever or allocates without bound (resource exhaustion)."),
    _rule(
        "EXE005",
        EXE,
        L,
        "Deserialises data with a format that can run code.",
        ("pickle.load", "marshal.load", "yaml.load(", "shelve.open", "dill.load"),
        r"\b(?:pickle|marshal|dill)\.loads?\(|\byaml\.load\((?![^\n]{0,500}?Loader\s*=\s*(?:yaml\.)?(?:C?Safe"
        r"|Base)Loader)|\bshelve\.open\(",
        scope=Scope.CODE,
        leading=True,
    ),
    _rule(
        "EXE006",
        EXE,
        M,
        "Evaluates text it is given at run time (eval or exec of a variable).",
        ("eval(", "exec("),
        r"\b(?:eval|exec)\s*\(\s*(?:f[\"']|[a-z_]\w*\s*[,)])",
        scope=Scope.CODE,
        leading=True,
    ),
    # -- path traversal -------------------------------------------------------------
    _rule(
        "PATH001",
        PATH,
        H,
        "Climbs out of the working folder to system or secret files.",
        ("../", "..\\", "open("),
        r"(?:\.\./){2,}(?:etc/(?:passwd|shadow|hosts|sudoers)|\.ssh|root/|proc/self)"
        r"|(?:\.\.\\){2,}(?:windows|users)|\bopen\(\s*[\"'](?:/etc/(?:passwd|shadow)|(?:\.\./){3,})",
        leading=True,
    ),
    _rule(
        "PATH002",
        PATH,
        M,
        "Opens a path built from outside input without checking it stays inside.",
        ("open(", "sendfile", "send_file(", "readfile"),
        r"\bopen\(\s*(?:os\.path\.join|f[\"'])[^\n]{0,500}?\b(?:user|input|request|param|query|filename|"
        r"file_path|path)\w*\b|\b(?:send_?file|readFile(?:Sync)?)\(\s*(?:req|request)\.",
        scope=Scope.CODE,
        leading=True,
    ),
    # -- privilege escalation -------------------------------------------------------
    _rule(
        "PRIV001",
        PRIV,
        C,
        "Grants password-less root through sudoers.",
        ("nopasswd", "/etc/sudoers", "visudo"),
        r"\bNOPASSWD\b[^\n]{0,500}?(?:>>?\s*/etc/sudoers|\|\s*(?:sudo\s+)?tee\s+(?:-a\s+)?/etc/sudoers)"
        # (the redirect itself is looked behind at, so the match starts at the path)
        r"|(?:(?<=>>)|(?<=>>\s)|(?<=>>\s\s))/etc/sudoers\b",
        leading=True,
    ),
    _rule(
        "PRIV002",
        PRIV,
        H,
        "Gives a program root powers (setuid, capabilities, root groups).",
        ("chmod", "setcap", "usermod", "--cap-add"),
        # setuid only: the setgid bit alone (2775, g+s) is how shared folders keep their group.
        r"\bchmod\s+(?:-\w+\s+)*(?:(?=[ugoa]*[ua])[ugoa]+\+[rwxXt]*s|\+[rwxXt]*s|0?[4-7][0-7]{3})\b"
        r"|\bsetcap\s|\busermod\s+-a?G\s*root\b"
        r"|--cap-add[ =]?(?:ALL|SYS_ADMIN)\b",
        leading=True,
    ),
    _rule(
        "PRIV003",
        PRIV,
        M,
        "Opens up permissions or runs as root more than a task needs.",
        ("chmod", "chown", "sudo ", "nopasswd", "usermod", "/etc/sudoers.d/", "visudo"),
        r"\bchmod\s+(?:-\w+\s+)*(?:0?777|a\+rwx|ugo\+rwx|o\+w)\b|\bchown\s+(?:-\w+\s+)*root\b"
        r"|\bsudo\s+(?:su|-i|-s|bash|sh)\b|\bNOPASSWD\b"
        r"|\busermod\s+-a?G\s*(?:docker|sudo|wheel|adm)\b|/etc/sudoers\.d/|\bvisudo\b",
        leading=True,
        more=((("--privileged",), r"docker\s+run\b[^\n]{0,500}?--privileged", False),),
    ),
    _rule(
        "PRIV007",
        PRIV,
        H,
        "Gives anyone, without a login, access to a cluster, a database or a data store.",
        (
            "system:anonymous",
            "system:unauthenticated",
            "enable-skip-login",
            "anonymous-auth",
            "trust",
            ":2375",
            "if true",
            ".write",
            "allusers",
            "allauthenticatedusers",
        ),
        # Kubernetes: a binding whose subject is everyone not logged in; the dashboard's
        # login skipped; the API server or kubelet answering anonymous requests.
        r"\b(?:name|user|group)\s*:\s*[\"']?system:(?:anonymous|unauthenticated)\b"
        r"|--(?:user|group)[= ]system:(?:anonymous|unauthenticated)\b"
        # (the dashboard's flag as an argument in a list: named in a sentence, it is a mention)
        r"|(?:^[ \t]*-[ \t]*[\"']?|[\"'][ \t]*,[ \t]*[\"']|\[[ \t]*[\"'])"
        r"--enable-skip-login(?:=true)?\b(?!=)|--anonymous-auth=true\b"
        # PostgreSQL: every database, every user, from any address, no password
        r"|^\s*host\w*\s+all\s+all\s+(?:0\.0\.0\.0/0|::/0|all)\s+trust\b"
        # Docker's API on every interface without TLS: root on the host for whoever connects
        r"|\btcp://0\.0\.0\.0:2375\b"
        # Firebase: anyone may write
        r"|\ballow\s+(?:read\s*,\s*)?write\s*:\s*if\s+true\b|[\"']\.write[\"']\s*:\s*true\b"
        # Google Cloud: everyone made an owner, editor, writer or administrator
        r"|\ballUsers:(?:objectAdmin|admin|legacyBucketOwner|legacyBucketWriter|objectCreator)\b"
        r"|--member[= ][\"']?all(?:Authenticated)?Users\b[^\n]{0,120}?--role[= ][\"']?"
        r"roles/(?:owner|editor|[\w.]*[aA]dmin)\b",
        leading=False,
    ),
    _rule(
        "PRIV005",
        PRIV,
        H,
        "Turns off the machine's protections (antivirus, firewall, UAC, SELinux, Gatekeeper).",
        (
            "-disable",
            "disablerealtimemonitoring",
            "disablebehaviormonitoring",
            "disableioavprotection",
            "disablescriptscanning",
            "-exclusionpath",
            "disableantispyware",
            "windefend",
            "set-netfirewallprofile",
            "advfirewall",
            "ufw",
            "firewalld",
            "enablelua",
            "enablesmartscreen",
            "consentpromptbehavioradmin",
            "setenforce",
            "selinux=",
            "apparmor",
            "spctl",
            "csrutil",
        ),
        # Defender's switches are matched by name, whatever builds the cmdlet that takes
        # them ("Set-" + $m); turning one back on ($false) is not it.
        r"-Disable(?:RealtimeMonitoring|BehaviorMonitoring|IOAVProtection|ScriptScanning"
        r"|IntrusionPreventionSystem|BlockAtFirstSeen|ArchiveScanning|OnAccessProtection)\s+"
        r"(?:\$true|1)\b|\bDisableAntiSpyware\b[^\n]{0,80}?\b1\b"
        # the switches as a list of names set to $true (splatted: @{Disable…=$true})
        r"|[\"']Disable(?:RealtimeMonitoring|BehaviorMonitoring|IOAVProtection|ScriptScanning)"
        r"[\"'][^\n]{0,200}?\$true\b"
        r"|\bDisable(?:RealtimeMonitoring|BehaviorMonitoring|IOAVProtection|ScriptScanning)"
        r"\s*=\s*\$true\b"
        # a whole drive, the home folder or the temp folder excluded from scanning
        r"|-ExclusionPath\b[^\n]{0,120}?(?:[\"'][A-Za-z]:\\?[\"']|\$env:(?:USERPROFILE|TEMP|TMP)\b)"
        r"|\bsc(?:\.exe)?\s+(?:stop|config)\s+WinDefend\b"
        r"|\bSet-NetFirewallProfile\b[^\n]{0,200}?-Enabled\s+(?:False|\$false|0)\b"
        r"|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b|\bufw\s+disable\b"
        r"|\bsystemctl\s+(?:stop|disable|mask)\s+(?:--now\s+)?(?:firewalld|ufw|apparmor)\b"
        r"|\b(?:EnableLUA|EnableSmartScreen|ConsentPromptBehaviorAdmin)\b[^\n]{0,80}?-Value\s+0\b"
        r"|\b(?:EnableLUA|EnableSmartScreen)\b[^\n]{0,40}?/d\s+0\b"
        r"|\bsetenforce\s+0\b|\bSELINUX=disabled\b|\baa-teardown\b"
        r"|\bspctl\s+--(?:master|global)-disable\b|\bcsrutil\s+disable\b",
    ),
    # -- crypto mining --------------------------------------------------------------
    _rule(
        "MINE001",
        MINE,
        C,
        "Mines cryptocurrency.",
        (
            "xmrig",
            "minerd",
            "cpuminer",
            "cgminer",
            "bfgminer",
            "ethminer",
            "nbminer",
            "lolminer",
            "phoenixminer",
            "nanominer",
            "xmr-stak",
            "stratum+",
            "donate-level",
            "coinhive",
            "cryptonight",
            "randomx",
            "rx/",
            "cn/",
            "kawpow",
            "ethash",
            "autolykos",
            "ghostrider",
            "wallet",
            "--user",
            '"user"',
        ),
        r"\b(?:xmrig|minerd|cpuminer|cgminer|bfgminer|ethminer|nbminer|lolminer|phoenixminer"
        r"|nanominer|xmr-stak)\b|stratum\+(?:tcp|ssl|tls)://|--donate-level|\bcoinhive\b"
        # A mining algorithm only as a miner's setting (-a rx/0, --algo=kawpow, "algo": "rx/0",
        # xmrig's "randomx": {…} section): an article explaining RandomX mines nothing.
        r"|(?:--algo(?:rithm)?[= ]\s*|\s-a\s+|[\"']algo[\"']\s*:\s*[\"'])(?:rx/\w+|cn(?:-\w+)?/\w+"
        r"|randomx|cryptonight[\w-]*|kawpow|ethash|etchash|autolykos2?|ghostrider)\b"
        r"|[\"']randomx[\"']\s*:\s*\{"
        # A Monero wallet address given to a miner or named as the wallet.
        r"|(?:--user[= ]\s*|\s-u\s+|[\"']user[\"']\s*:\s*[\"']"
        r"|\bwallet\b[^\n:=]{0,20}[:=]\s*[\"']?)[48][0-9AB][1-9A-HJ-NP-Za-km-z]{93}\b",
    ),
)
