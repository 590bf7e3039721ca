#!/usr/bin/env python3
import argparse
import pandas as pd
from ydata_profiling import ProfileReport

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--out", default="profilo.html")
ap.add_argument("--minimal", action="store_true")
a = ap.parse_args()

df = pd.read_parquet(a.path) if a.path.endswith(".parquet") else pd.read_csv(a.path)
print(f"righe={len(df)} colonne={df.shape[1]} memoria={df.memory_usage(deep=True).sum()/1e6:.1f} MB")
miss = (df.isna().mean() * 100).round(1)
for c, v in miss[miss > 5].items():
    print(f"mancanti {c}: {v}%")
ProfileReport(df, minimal=a.minimal, title="Profilo dataset").to_file(a.out)
print(f"report: {a.out}")
