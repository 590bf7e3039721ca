#!/usr/bin/env python3
"""CostLens Rightsizer - pull utilisation metrics from CloudWatch.

Writes .costlens/usage.json with one record per EC2 / RDS instance:
  {id, kind, region, type, family, az, asg, arch, metrics: {cpu_p95, cpu_max, ...}}
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys

import boto3
from botocore.exceptions import ClientError

OUT_DIR = os.environ.get("COSTLENS_OUT", ".costlens")


def pct(values, q):
    if not values:
        return None
    s = sorted(values)
    k = max(0, min(len(s) - 1, int(round(q * (len(s) - 1)))))
    return s[k]


def enabled_regions(session):
    ec2 = session.client("ec2", region_name="us-east-1")
    resp = ec2.describe_regions(AllRegions=False)
    return [r["RegionName"] for r in resp["Regions"]]


def metric_query(qid, ns, name, dims, stat="Average", period=3600):
    return {
        "Id": qid,
        "MetricStat": {
            "Metric": {"Namespace": ns, "MetricName": name,
                       "Dimensions": [{"Name": k, "Value": v} for k, v in dims.items()]},
            "Period": period,
            "Stat": stat,
        },
        "ReturnData": True,
    }


def fetch(cw, queries, start, end):
    out = {}
    token = None
    while True:
        kw = dict(MetricDataQueries=queries, StartTime=start, EndTime=end)
        if token:
            kw["NextToken"] = token
        resp = cw.get_metric_data(**kw)
        for r in resp["MetricDataResults"]:
            out.setdefault(r["Id"], []).extend(r["Values"])
        token = resp.get("NextToken")
        if not token:
            return out


def ec2_records(session, region, start, end, include_stopped):
    ec2 = session.client("ec2", region_name=region)
    cw = session.client("cloudwatch", region_name=region)
    states = ["running"] + (["stopped"] if include_stopped else [])
    recs = []
    for page in ec2.get_paginator("describe_instances").paginate(
            Filters=[{"Name": "instance-state-name", "Values": states}]):
        for res in page["Reservations"]:
            for inst in res["Instances"]:
                iid = inst["InstanceId"]
                tags = {t["Key"]: t["Value"] for t in inst.get("Tags", [])}
                q = [
                    metric_query("cpu", "AWS/EC2", "CPUUtilization", {"InstanceId": iid}),
                    metric_query("cpumax", "AWS/EC2", "CPUUtilization", {"InstanceId": iid}, "Maximum"),
                    metric_query("credit", "AWS/EC2", "CPUCreditBalance", {"InstanceId": iid}, "Minimum"),
                    metric_query("mem", "CWAgent", "mem_used_percent", {"InstanceId": iid}),
                    metric_query("netin", "AWS/EC2", "NetworkIn", {"InstanceId": iid}, "Sum"),
                ]
                try:
                    m = fetch(cw, q, start, end)
                except ClientError as e:
                    print(f"  ! {iid}: {e.response['Error']['Code']}", file=sys.stderr)
                    m = {}
                itype = inst["InstanceType"]
                recs.append({
                    "id": iid,
                    "kind": "ec2",
                    "name": tags.get("Name", ""),
                    "region": region,
                    "az": inst["Placement"]["AvailabilityZone"],
                    "type": itype,
                    "family": itype.split(".")[0],
                    "state": inst["State"]["Name"],
                    "arch": inst.get("Architecture"),
                    "asg": tags.get("aws:autoscaling:groupName"),
                    "metrics": {
                        "cpu_p95": pct(m.get("cpu"), 0.95),
                        "cpu_max": max(m.get("cpumax") or [0]),
                        "credit_min": min(m.get("credit")) if m.get("credit") else None,
                        "mem_p95": pct(m.get("mem"), 0.95),
                        "net_in_daily_gb": (sum(m.get("netin") or [0]) / 1e9) / max(1, (end - start).days),
                        "samples": len(m.get("cpu") or []),
                    },
                })
    return recs


def rds_records(session, region, start, end):
    rds = session.client("rds", region_name=region)
    cw = session.client("cloudwatch", region_name=region)
    recs = []
    for page in rds.get_paginator("describe_db_instances").paginate():
        for db in page["DBInstances"]:
            dbid = db["DBInstanceIdentifier"]
            dims = {"DBInstanceIdentifier": dbid}
            q = [
                metric_query("cpu", "AWS/RDS", "CPUUtilization", dims),
                metric_query("free", "AWS/RDS", "FreeableMemory", dims, "Minimum"),
                metric_query("conn", "AWS/RDS", "DatabaseConnections", dims, "Maximum"),
            ]
            m = fetch(cw, q, start, end)
            recs.append({
                "id": dbid,
                "kind": "rds",
                "region": region,
                "type": db["DBInstanceClass"],
                "family": ".".join(db["DBInstanceClass"].split(".")[:2]),
                "engine": db["Engine"],
                "multi_az": db.get("MultiAZ", False),
                "metrics": {
                    "cpu_p95": pct(m.get("cpu"), 0.95),
                    "free_mem_p5_bytes": pct(m.get("free"), 0.05),
                    "conn_max": max(m.get("conn") or [0]),
                    "samples": len(m.get("cpu") or []),
                },
            })
    return recs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--regions", default="")
    ap.add_argument("--include-stopped", action="store_true")
    ap.add_argument("--profile", default=os.environ.get("AWS_PROFILE"))
    a = ap.parse_args()
    if a.days < 14:
        ap.error("--days must be >= 14 for meaningful percentiles")

    session = boto3.Session(profile_name=a.profile) if a.profile else boto3.Session()
    regions = [r for r in a.regions.split(",") if r] or enabled_regions(session)
    end = dt.datetime.now(dt.timezone.utc).replace(minute=0, second=0, microsecond=0)
    start = end - dt.timedelta(days=a.days)

    all_recs = []
    for region in regions:
        print(f"[{region}] EC2 ...", file=sys.stderr)
        all_recs += ec2_records(session, region, start, end, a.include_stopped)
        print(f"[{region}] RDS ...", file=sys.stderr)
        try:
            all_recs += rds_records(session, region, start, end)
        except ClientError as e:
            print(f"  ! RDS skipped: {e.response['Error']['Code']}", file=sys.stderr)

    os.makedirs(OUT_DIR, exist_ok=True)
    with open(os.path.join(OUT_DIR, "usage.json"), "w") as fh:
        json.dump({"window_days": a.days, "generated": end.isoformat(),
                   "regions": regions, "resources": all_recs}, fh, indent=2, default=str)
    cpu = [r["metrics"]["cpu_p95"] for r in all_recs if r["metrics"].get("cpu_p95") is not None]
    print(f"wrote {len(all_recs)} resources; fleet median p95 CPU = "
          f"{statistics.median(cpu):.1f}%" if cpu else "no CPU samples", file=sys.stderr)


if __name__ == "__main__":
    main()
