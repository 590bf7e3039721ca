#!/usr/bin/env python3
"""Envia notificação de deploy para o webhook configurado pelo usuário.

A URL vem exclusivamente de DEPLOY_WEBHOOK_URL (ou --webhook-env com outro
nome de variável). O payload contém apenas metadados do deploy.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

ESTADO = Path(os.environ.get("RUNNER_TEMP", "/tmp")) / "notificador-deploy-inicio"
CORES = {"inicio": "#439FE0", "sucesso": "#2EB67D", "falha": "#E01E5A", "rollback": "#ECB22E"}
EMOJI = {"inicio": "🚀", "sucesso": "✅", "falha": "❌", "rollback": "↩️"}
HOSTS = {
    "hooks.slack.com": "slack",
    "discord.com": "discord", "discordapp.com": "discord",
    "chat.googleapis.com": "gchat",
}


def git(*a):
    try:
        return subprocess.run(["git", *a], capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return ""


def plataforma(url: str) -> str:
    host = urllib.parse.urlparse(url).hostname or ""
    if host.endswith(".webhook.office.com") or host.endswith(".logic.azure.com"):
        return "teams"
    return HOSTS.get(host, "generico")


def payload(p: str, d: dict) -> dict:
    titulo = f"{EMOJI[d['status']]} {d['servico']} → {d['ambiente']}: {d['status']}"
    linhas = [f"versão `{d['versao']}` por {d['autor']}"]
    if d.get("duracao"):
        linhas.append(f"duração {d['duracao']} s")
    if d.get("link"):
        linhas.append(d["link"])
    texto = "\n".join(linhas)
    if p == "slack":
        return {"attachments": [{"color": CORES[d["status"]], "title": titulo, "text": texto}]}
    if p == "discord":
        return {"embeds": [{"title": titulo, "description": texto,
                            "color": int(CORES[d["status"]].lstrip("#"), 16)}]}
    if p == "teams":
        return {"type": "message", "attachments": [{"contentType": "application/vnd.microsoft.card.adaptive",
                "content": {"type": "AdaptiveCard", "version": "1.4",
                            "body": [{"type": "TextBlock", "weight": "Bolder", "text": titulo},
                                     {"type": "TextBlock", "wrap": True, "text": texto}]}}]}
    return {"text": f"{titulo}\n{texto}"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", required=True, choices=list(CORES))
    ap.add_argument("--ambiente", required=True)
    ap.add_argument("--servico", default=os.environ.get("GITHUB_REPOSITORY", Path.cwd().name))
    ap.add_argument("--webhook-env", default="DEPLOY_WEBHOOK_URL")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    url = os.environ.get(a.webhook_env, "")
    if not url.startswith("https://"):
        sys.exit(f"{a.webhook_env} não definida ou não é https:// – configure o webhook do seu canal")

    d = {
        "status": a.status, "ambiente": a.ambiente, "servico": a.servico,
        "versao": os.environ.get("GITHUB_REF_NAME") if os.environ.get("GITHUB_REF_TYPE") == "tag"
                  else (os.environ.get("GITHUB_SHA", "") or git("rev-parse", "HEAD"))[:7],
        "autor": os.environ.get("GITHUB_ACTOR") or git("log", "-1", "--format=%an"),
    }
    if os.environ.get("GITHUB_RUN_ID"):
        d["link"] = f"{os.environ['GITHUB_SERVER_URL']}/{os.environ['GITHUB_REPOSITORY']}/actions/runs/{os.environ['GITHUB_RUN_ID']}"
    if a.status == "inicio":
        ESTADO.write_text(str(time.time()))
    elif ESTADO.exists():
        d["duracao"] = int(time.time() - float(ESTADO.read_text()))

    corpo = json.dumps(payload(plataforma(url), d)).encode()
    if a.dry_run:
        print(corpo.decode())
        return
    req = urllib.request.Request(url, data=corpo, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            print(f"notificação enviada ({r.status})")
    except Exception as e:  # não derrubar o deploy por causa da notificação
        print(f"aviso: falha ao notificar: {e.__class__.__name__}", file=sys.stderr)


if __name__ == "__main__":
    main()
