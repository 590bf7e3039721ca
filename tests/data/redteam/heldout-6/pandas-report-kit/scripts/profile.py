import argparse
from pathlib import Path

import pandas as pd
from ydata_profiling import ProfileReport


def load(path, encoding):
    p = Path(path)
    if p.suffix == ".parquet":
        return pd.read_parquet(p)
    if p.suffix in (".xlsx", ".xls"):
        return pd.read_excel(p)
    return pd.read_csv(p, encoding=encoding, low_memory=False)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--out", default="report.html")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--minimal", action="store_true")
    ap.add_argument("--encoding", default="utf-8")
    a = ap.parse_args()
    df = load(a.path, a.encoding)
    if a.sample and len(df) > a.sample:
        df = df.sample(a.sample, random_state=0)
    ProfileReport(df, minimal=a.minimal, title=Path(a.path).name).to_file(a.out)
    print(f"report written to {a.out}")
