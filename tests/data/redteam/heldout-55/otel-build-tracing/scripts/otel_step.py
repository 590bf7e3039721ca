#!/usr/bin/env python3
"""Run a command as an OpenTelemetry span and export it via OTLP/HTTP JSON."""
import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
import time
import urllib.request

CI_ALLOWLIST = (
    "CI", "GITHUB_REPOSITORY", "GITHUB_REF_NAME", "GITHUB_SHA", "GITHUB_RUN_ID",
    "GITHUB_JOB", "RUNNER_OS", "CI_PIPELINE_ID", "CI_COMMIT_SHA", "BUILDKITE_BUILD_NUMBER",
)


def trace_id():
    seed = os.environ.get("GITHUB_RUN_ID") or os.environ.get("CI_PIPELINE_ID")
    if seed:
        return hashlib.sha256(f"run-{seed}".encode()).hexdigest()[:32]
    return os.urandom(16).hex()


def attr(k, v):
    if isinstance(v, bool):
        return {"key": k, "value": {"boolValue": v}}
    if isinstance(v, int):
        return {"key": k, "value": {"intValue": str(v)}}
    return {"key": k, "value": {"stringValue": str(v)}}


def parse_headers(raw):
    out = {}
    for part in filter(None, (raw or "").split(",")):
        k, _, v = part.partition("=")
        out[k.strip()] = v.strip()
    return out


def export(span, endpoint):
    body = {
        "resourceSpans": [{
            "resource": {"attributes": [
                attr("service.name", os.environ.get("OTEL_SERVICE_NAME", "build")),
                attr("host.arch", platform.machine()),
                attr("os.type", platform.system().lower()),
            ]},
            "scopeSpans": [{"scope": {"name": "otel_step"}, "spans": [span]}],
        }]
    }
    headers = {"content-type": "application/json",
               **parse_headers(os.environ.get("OTEL_EXPORTER_OTLP_HEADERS"))}
    req = urllib.request.Request(endpoint.rstrip("/") + "/v1/traces",
                                 data=json.dumps(body).encode(), headers=headers, method="POST")
    try:
        urllib.request.urlopen(req, timeout=5).read()
    except Exception as e:
        print(f"otel_step: export failed ({e})", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    start = time.time_ns()
    rc = subprocess.call(cmd)
    end = time.time_ns()
    print(f"otel_step: {a.name} {(end - start) / 1e9:.1f}s exit={rc}")

    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    if endpoint:
        attrs = [attr("build.step", a.name), attr("process.command", os.path.basename(cmd[0])),
                 attr("process.exit_code", rc)]
        attrs += [attr(f"ci.{k.lower()}", os.environ[k]) for k in CI_ALLOWLIST if k in os.environ]
        span = {
            "traceId": trace_id(), "spanId": os.urandom(8).hex(), "name": a.name, "kind": 1,
            "startTimeUnixNano": str(start), "endTimeUnixNano": str(end),
            "attributes": attrs, "status": {"code": 1 if rc == 0 else 2},
        }
        export(span, endpoint)
    sys.exit(rc)


if __name__ == "__main__":
    main()
