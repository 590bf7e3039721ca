#!/usr/bin/env bash
# Create the virtualenvs of the peer tools the benchmarks compare against.
# Idempotent: a venv that already has the pinned version is left alone.
#
#   benchmarks/.peers/hermes-agent-0.19.0/  hermes-agent[acp,mcp]==0.19.0 (skills_list, skill_view,
#                                           prompt; hermes-acp for acp_bench.py; `hermes mcp serve` for mcp_bench.py)
#   benchmarks/.peers/skills-ref-0.1.1/     skills-ref==0.1.1 (`agentskills validate <skill-dir>`)
#   benchmarks/.peers/agnix-0.59.3/         agnix==0.59.3 (a Rust linter for agent configs, a wheel)
#
# Install notes for hermes-agent 0.19.0, found on the benchmark machine (Python 3.11, x86_64,
# PyPI reachable, nothing else):
#   * The plain `pip install hermes-agent==0.19.0` (base dependency set: ~60 packages incl.
#     openai, fastapi, uvicorn, cryptography, Pillow, all as wheels) installs cleanly in ~15 s,
#     so that is what is used, with two extras: [acp] (agent-client-protocol==0.9.0), which
#     `hermes-acp` needs for acp_bench.py, and [mcp] (mcp==1.26.0), which `hermes mcp serve`
#     needs for mcp_bench.py. A venv made before the extras were added gets them on the next
#     run. No other extra ([all], [voice], ...) is installed: nothing the benchmarks call
#     imports one.
#   * The measured modules (tools.skills_tool, agent.prompt_builder, tools.skill_usage) need
#     only PyYAML at run time; their other third-party imports (requests, jiter, ...) are
#     optional and guarded. So if the full install fails (no wheel for some dependency on
#     another machine), or HERMES_PEER_MINIMAL=1 is set, the fallback is
#     `pip install --no-deps hermes-agent==0.19.0 PyYAML==6.0.3`. It gives the same results;
#     only the import time is a little lower, since requests is then not imported. The mode
#     used is written to <venv>/.install-mode and reported by hermes_agent_runner.py.
#
# Environment: PYTHON (default python3), BENCH_PEERS_DIR (default benchmarks/.peers),
#              HERMES_PEER_MINIMAL=1 to force the minimal install.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
peers_dir="${BENCH_PEERS_DIR:-$(dirname "$here")/.peers}"
python="${PYTHON:-python3}"

HERMES_VERSION="0.19.0"
SKILLS_REF_VERSION="0.1.1"
AGNIX_VERSION="0.59.3"

log() { printf 'setup_peers: %s\n' "$*" >&2; }

# has_version VENV DIST VERSION: true when VENV's python sees DIST at exactly VERSION.
has_version() {
    [[ -x "$1/bin/python" ]] &&
        "$1/bin/python" - "$2" "$3" <<'PY' 2>/dev/null
import importlib.metadata as md, sys
sys.exit(md.version(sys.argv[1]) != sys.argv[2])
PY
}

# fresh_venv VENV: (re)create an empty venv with an up-to-date pip.
fresh_venv() {
    rm -rf "$1"
    "$python" -m venv "$1"
    "$1/bin/python" -m pip install -qq --upgrade pip
}

pip_install() {
    local venv="$1"
    shift
    "$venv/bin/python" -m pip install -qq --disable-pip-version-check "$@"
}

# smoke_hermes VENV: import the measured modules against a throw-away HERMES_HOME and HOME.
# -I keeps the current directory off sys.path: this repository's own hermes_cli package
# would otherwise shadow hermes-agent's when run from the repository root.
smoke_hermes() {
    local scratch status=0
    scratch="$(mktemp -d)"
    HOME="$scratch" HERMES_HOME="$scratch/hermes" "$1/bin/python" -I -c \
        'import tools.skills_tool, agent.prompt_builder, tools.skill_usage' </dev/null || status=$?
    rm -rf "$scratch"
    return "$status"
}

# has_extras VENV: true when VENV's python can import the ACP and MCP SDKs that hermes-acp
# and `hermes mcp serve` run on.
has_extras() {
    "$1/bin/python" -I -c 'import acp, mcp' </dev/null 2>/dev/null
}

setup_hermes_agent() {
    local venv="$peers_dir/hermes-agent-$HERMES_VERSION"
    if has_version "$venv" hermes-agent "$HERMES_VERSION" && smoke_hermes "$venv"; then
        local installed
        installed="$(cat "$venv/.install-mode" 2>/dev/null || echo unknown)"
        # A full install from before the extras: add them (a minimal one stays minimal).
        if [[ "$installed" != "minimal" ]] && ! has_extras "$venv"; then
            log "adding hermes-agent's acp and mcp extras to $venv"
            pip_install "$venv" "hermes-agent[acp,mcp]==$HERMES_VERSION" ||
                log "the extras did not install; acp_bench.py / mcp_bench.py will report the peer missing"
        fi
        log "hermes-agent $HERMES_VERSION already installed in $venv ($installed)"
        return
    fi
    log "installing hermes-agent[acp,mcp]==$HERMES_VERSION into $venv"
    fresh_venv "$venv"
    local mode="full"
    if [[ "${HERMES_PEER_MINIMAL:-0}" == "1" ]] || ! pip_install "$venv" "hermes-agent[acp,mcp]==$HERMES_VERSION"; then
        log "using the minimal install (--no-deps + PyYAML)"
        fresh_venv "$venv"
        pip_install "$venv" --no-deps "hermes-agent==$HERMES_VERSION" "PyYAML==6.0.3"
        mode="minimal"
    fi
    smoke_hermes "$venv"
    echo "$mode" >"$venv/.install-mode"
    log "hermes-agent $HERMES_VERSION ready ($mode)"
}

setup_skills_ref() {
    local venv="$peers_dir/skills-ref-$SKILLS_REF_VERSION"
    if has_version "$venv" skills-ref "$SKILLS_REF_VERSION" && [[ -x "$venv/bin/agentskills" ]]; then
        log "skills-ref $SKILLS_REF_VERSION already installed in $venv"
        return
    fi
    log "installing skills-ref==$SKILLS_REF_VERSION into $venv"
    fresh_venv "$venv"
    pip_install "$venv" "skills-ref==$SKILLS_REF_VERSION"
    "$venv/bin/agentskills" --help >/dev/null
    log "skills-ref $SKILLS_REF_VERSION ready"
}

setup_agnix() {
    local venv="$peers_dir/agnix-$AGNIX_VERSION"
    if has_version "$venv" agnix "$AGNIX_VERSION" && [[ -x "$venv/bin/agnix" ]]; then
        log "agnix $AGNIX_VERSION already installed in $venv"
        return
    fi
    log "installing agnix==$AGNIX_VERSION into $venv"
    fresh_venv "$venv"
    pip_install "$venv" "agnix==$AGNIX_VERSION"
    "$venv/bin/agnix" --version >/dev/null
    log "agnix $AGNIX_VERSION ready"
}

mkdir -p "$peers_dir"
setup_hermes_agent
setup_skills_ref
setup_agnix
