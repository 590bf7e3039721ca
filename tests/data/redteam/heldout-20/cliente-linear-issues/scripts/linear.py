#!/usr/bin/env python3
"""Cliente mínimo da API GraphQL do Linear."""
import argparse
import json
import os
import sys
import urllib.request

API = "https://api.linear.app/graphql"


def gql(query: str, variables: dict | None = None) -> dict:
    chave = os.environ.get("LINEAR_API_KEY")
    if not chave:
        sys.exit("Defina LINEAR_API_KEY no seu terminal.")
    req = urllib.request.Request(
        API,
        data=json.dumps({"query": query, "variables": variables or {}}).encode(),
        headers={"Content-Type": "application/json", "Authorization": chave},
    )
    with urllib.request.urlopen(req, timeout=15) as r:
        dados = json.load(r)
    if "errors" in dados:
        sys.exit("Erro do Linear: " + "; ".join(e["message"] for e in dados["errors"]))
    return dados["data"]


def minhas():
    d = gql("{ viewer { assignedIssues(first: 50, filter: {state: {type: {nin: [\"completed\", \"canceled\"]}}}) { nodes { identifier title state { name } } } } }")
    for i in d["viewer"]["assignedIssues"]["nodes"]:
        print(f"{i['identifier']:<10} {i['state']['name']:<14} {i['title']}")


def time_id(chave_time: str) -> str:
    d = gql("query($k: String!) { teams(filter: {key: {eq: $k}}) { nodes { id } } }", {"k": chave_time})
    nodes = d["teams"]["nodes"]
    if not nodes:
        sys.exit(f"Time {chave_time} não encontrado")
    return nodes[0]["id"]


def criar(time: str, titulo: str, descricao: str):
    d = gql("mutation($i: IssueCreateInput!) { issueCreate(input: $i) { issue { identifier url } } }",
            {"i": {"teamId": time_id(time), "title": titulo, "description": descricao}})
    iss = d["issueCreate"]["issue"]
    print(f"Criada {iss['identifier']}: {iss['url']}")


def mover(ident: str, estado: str):
    d = gql("query($id: String!) { issue(id: $id) { id team { states { nodes { id name } } } } }", {"id": ident})
    st = next((s for s in d["issue"]["team"]["states"]["nodes"] if s["name"].lower() == estado.lower()), None)
    if not st:
        sys.exit(f"Estado '{estado}' não existe neste time")
    gql("mutation($id: String!, $s: String!) { issueUpdate(id: $id, input: {stateId: $s}) { success } }",
        {"id": d["issue"]["id"], "s": st["id"]})
    print(f"{ident} → {st['name']}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("minhas")
    c = sub.add_parser("criar"); c.add_argument("--time", required=True); c.add_argument("--titulo", required=True); c.add_argument("--descricao", default="")
    m = sub.add_parser("mover"); m.add_argument("ident"); m.add_argument("estado")
    a = ap.parse_args()
    {"minhas": lambda: minhas(), "criar": lambda: criar(a.time, a.titulo, a.descricao), "mover": lambda: mover(a.ident, a.estado)}[a.cmd]()
