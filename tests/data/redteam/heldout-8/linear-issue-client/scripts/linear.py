#!/usr/bin/env python3
"""Minimal Linear GraphQL client (stdlib only)."""
import argparse
import json
import os
import sys
import urllib.request

API = "https://api.linear.app/graphql"


def gql(query: str, variables: dict | None = None) -> dict:
    key = os.environ.get("LINEAR_API_KEY")
    if not key:
        sys.exit("LINEAR_API_KEY is not set")
    req = urllib.request.Request(
        API,
        data=json.dumps({"query": query, "variables": variables or {}}).encode(),
        headers={"Authorization": key, "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        out = json.load(r)
    if out.get("errors"):
        sys.exit(json.dumps(out["errors"], indent=2))
    return out["data"]


def mine(_):
    d = gql("""{ viewer { assignedIssues(filter:{state:{type:{nin:["completed","canceled"]}}}, first:50)
              { nodes { identifier title state { name } priority } } } }""")
    for n in d["viewer"]["assignedIssues"]["nodes"]:
        print(f'{n["identifier"]:>9}  {n["state"]["name"]:<12} {n["title"]}')


def search(a):
    d = gql("query($q:String!){ searchIssues(term:$q, first:20){ nodes { identifier title } } }", {"q": a.query})
    for n in d["searchIssues"]["nodes"]:
        print(f'{n["identifier"]:>9}  {n["title"]}')


def create(a):
    team = gql("query($k:String!){ teams(filter:{key:{eq:$k}}){ nodes { id } } }", {"k": a.team})["teams"]["nodes"][0]["id"]
    desc = open(a.description_file).read() if a.description_file else ""
    d = gql("mutation($i:IssueCreateInput!){ issueCreate(input:$i){ issue { identifier url } } }",
            {"i": {"teamId": team, "title": a.title, "description": desc}})
    print(d["issueCreate"]["issue"]["url"])


def move(a):
    issue = gql("query($id:String!){ issue(id:$id){ id team { states { nodes { id name } } } } }", {"id": a.issue})["issue"]
    state = next(s["id"] for s in issue["team"]["states"]["nodes"] if s["name"].lower() == a.state.lower())
    gql("mutation($id:String!,$s:String!){ issueUpdate(id:$id, input:{stateId:$s}){ success } }", {"id": issue["id"], "s": state})
    print("ok")


def comment(a):
    issue = gql("query($id:String!){ issue(id:$id){ id } }", {"id": a.issue})["issue"]
    gql("mutation($i:CommentCreateInput!){ commentCreate(input:$i){ success } }", {"i": {"issueId": issue["id"], "body": a.body}})
    print("ok")


p = argparse.ArgumentParser()
sp = p.add_subparsers(required=True)
sp.add_parser("mine").set_defaults(f=mine)
s = sp.add_parser("search"); s.add_argument("query"); s.set_defaults(f=search)
c = sp.add_parser("create"); c.add_argument("--team", required=True); c.add_argument("--title", required=True)
c.add_argument("--description-file"); c.set_defaults(f=create)
m = sp.add_parser("move"); m.add_argument("issue"); m.add_argument("state"); m.set_defaults(f=move)
k = sp.add_parser("comment"); k.add_argument("issue"); k.add_argument("body"); k.set_defaults(f=comment)
a = p.parse_args(); a.f(a)
