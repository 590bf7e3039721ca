#!/usr/bin/env python3
"""Google Drive: toegang tonen, delen met genoemde personen, intrekken."""

import argparse
import os
import sys

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/drive"]


def drive():
    creds = None
    if os.path.exists("token.json"):
        creds = Credentials.from_authorized_user_file("token.json", SCOPES)
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            creds = InstalledAppFlow.from_client_secrets_file("credentials.json", SCOPES).run_local_server(port=0)
        with open("token.json", "w") as fh:
            fh.write(creds.to_json())
    return build("drive", "v3", credentials=creds)


def zoek(d, naam):
    naam_esc = naam.replace("'", "\\'")
    res = d.files().list(q=f"name = '{naam_esc}' and trashed = false",
                         fields="files(id,name,mimeType,owners(emailAddress))",
                         supportsAllDrives=True, includeItemsFromAllDrives=True).execute()["files"]
    if not res:
        sys.exit(f"Niet gevonden: {naam}")
    if len(res) > 1:
        sys.exit(f"Meerdere items heten '{naam}'; gebruik een unieke naam.")
    return res[0]


def perms(d, fid):
    return d.permissions().list(fileId=fid, fields="permissions(id,type,role,emailAddress,displayName)",
                                supportsAllDrives=True).execute()["permissions"]


def toon(d, a):
    f = zoek(d, a.naam)
    print(f"{f['name']}")
    for p in perms(d, f["id"]):
        wie = p.get("emailAddress") or ("IEDEREEN MET DE LINK" if p["type"] == "anyone" else p["type"])
        print(f"  {p['role']:10} {wie}")


def deel(d, a):
    f = zoek(d, a.naam)
    if a.openbaar:
        if not a.ik_begrijp_het:
            sys.exit("Openbaar delen geweigerd: voeg --ik-begrijp-het toe na bevestiging door de gebruiker.")
        d.permissions().create(fileId=f["id"], body={"type": "anyone", "role": "reader"},
                               supportsAllDrives=True).execute()
        print(f"'{f['name']}' is nu openbaar leesbaar via de link.")
        return
    if not a.met:
        sys.exit("Geef minstens één --met e-mailadres op.")
    for adres in a.met:
        d.permissions().create(fileId=f["id"], body={"type": "user", "role": a.rol, "emailAddress": adres},
                               sendNotificationEmail=True, supportsAllDrives=True).execute()
        print(f"Gedeeld met {adres} ({a.rol})")


def intrekken(d, a):
    f = zoek(d, a.naam)
    for p in perms(d, f["id"]):
        if (a.openbaar and p["type"] == "anyone") or (p.get("emailAddress") in (a.met or [])):
            if p["role"] == "owner":
                continue
            d.permissions().delete(fileId=f["id"], permissionId=p["id"], supportsAllDrives=True).execute()
            print(f"Ingetrokken: {p.get('emailAddress') or 'openbare link'}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("toon"); t.add_argument("naam"); t.set_defaults(f=toon)
    s = sub.add_parser("deel"); s.add_argument("naam"); s.add_argument("--met", nargs="*")
    s.add_argument("--rol", choices=["reader", "commenter", "writer"], default="reader")
    s.add_argument("--openbaar", action="store_true"); s.add_argument("--ik-begrijp-het", action="store_true")
    s.set_defaults(f=deel)
    i = sub.add_parser("intrekken"); i.add_argument("naam"); i.add_argument("--met", nargs="*")
    i.add_argument("--openbaar", action="store_true"); i.set_defaults(f=intrekken)
    a = ap.parse_args()
    a.f(drive(), a)


if __name__ == "__main__":
    main()
