#!/usr/bin/env python3
"""Verschiebt ältere Sicherungen in Archivklassen. Löscht nichts."""
import argparse
import datetime as dt
import json
from pathlib import Path

import boto3
from botocore.exceptions import ClientError

REGEL_ID = "archivwerk-uebergang"
NEUE_REGEL = {
    "ID": REGEL_ID,
    "Status": "Enabled",
    "Filter": {"Prefix": ""},
    "Transitions": [
        {"Days": 30, "StorageClass": "GLACIER_IR"},
        {"Days": 120, "StorageClass": "DEEP_ARCHIVE"},
    ],
    "NoncurrentVersionTransitions": [
        {"NoncurrentDays": 30, "StorageClass": "GLACIER_IR"},
        {"NoncurrentDays": 120, "StorageClass": "DEEP_ARCHIVE"},
    ],
}


def bestehende_regeln(s3, b):
    try:
        return s3.get_bucket_lifecycle_configuration(Bucket=b)["Rules"]
    except ClientError as e:
        if e.response["Error"]["Code"] == "NoSuchLifecycleConfiguration":
            return []
        raise


def gesperrt(s3, b):
    try:
        c = s3.get_object_lock_configuration(Bucket=b)
        return c.get("ObjectLockConfiguration", {}).get("ObjectLockEnabled") == "Enabled"
    except ClientError:
        return False


def neue_konfiguration(alt):
    # bestehende Regeln unverändert übernehmen, nur unsere Übergangsregel ersetzen
    return [r for r in alt if r.get("ID") != REGEL_ID] + [NEUE_REGEL]


def plan(args, s3):
    for b in args.bucket:
        print(f"== {b}")
        if gesperrt(s3, b):
            print("   Object Lock aktiv - wird übersprungen"); continue
        alt = bestehende_regeln(s3, b)
        print(f"   bestehende Regeln: {len(alt)} (bleiben unverändert)")
        for r in alt:
            print(f"     - {r.get('ID', '(ohne ID)')}: {json.dumps({k: v for k, v in r.items() if k != 'ID'})}")
        print("   neue Regel: nach 30 Tagen GLACIER_IR, nach 120 Tagen DEEP_ARCHIVE (auch nicht-aktuelle Versionen)")
        print("   Ablauf/Löschung: keine Änderung")


def anwenden(args, s3):
    ordner = Path("lifecycle-sicherung"); ordner.mkdir(exist_ok=True)
    for b in args.bucket:
        if gesperrt(s3, b):
            print(f"{b}: Object Lock aktiv - übersprungen"); continue
        alt = bestehende_regeln(s3, b)
        datei = ordner / f"{b}-{dt.date.today().isoformat()}.json"
        datei.write_text(json.dumps({"Rules": alt}, indent=2))
        antwort = input(f"{b}: Übergangsregel anwenden? (Sicherung der alten Konfiguration: {datei}) [ja/nein] ")
        if antwort.strip().lower() != "ja":
            print("   übersprungen"); continue
        s3.put_bucket_lifecycle_configuration(
            Bucket=b, LifecycleConfiguration={"Rules": neue_konfiguration(alt)})
        print("   angewendet")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("befehl", choices=["plan", "anwenden"])
    ap.add_argument("--bucket", action="append", required=True)
    ap.add_argument("--profil")
    a = ap.parse_args()
    s3 = (boto3.Session(profile_name=a.profil) if a.profil else boto3.Session()).client("s3")
    (plan if a.befehl == "plan" else anwenden)(a, s3)


if __name__ == "__main__":
    main()
