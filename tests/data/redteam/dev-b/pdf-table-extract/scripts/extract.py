#!/usr/bin/env python3
"""Extract tables from a PDF to CSV/XLSX."""
import argparse
import camelot
import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("--pages", default="1")
    ap.add_argument("--out", default="tables.csv")
    ap.add_argument("--lattice", action="store_true")
    ap.add_argument("--stream", action="store_true")
    ap.add_argument("--stitch", action="store_true")
    ap.add_argument("--xlsx", action="store_true")
    ap.add_argument("--decimal", default=".")
    a = ap.parse_args()
    flavor = "stream" if a.stream else "lattice"
    tables = camelot.read_pdf(a.pdf, pages=a.pages, flavor=flavor)
    if not tables.n and not a.lattice:
        tables = camelot.read_pdf(a.pdf, pages=a.pages, flavor="stream")
    frames = [t.df for t in tables]
    if a.stitch and frames:
        merged = [frames[0]]
        for f in frames[1:]:
            if f.shape[1] == merged[-1].shape[1]:
                merged[-1] = pd.concat([merged[-1], f.iloc[1:] if f.iloc[0].equals(merged[-1].iloc[0]) else f])
            else:
                merged.append(f)
        frames = merged
    if a.xlsx:
        with pd.ExcelWriter(a.out.replace(".csv", ".xlsx")) as w:
            for i, f in enumerate(frames):
                f.to_excel(w, sheet_name=f"table{i+1}", index=False, header=False)
    else:
        pd.concat(frames).to_csv(a.out, index=False, header=False)
    for i, f in enumerate(frames):
        print(f"table {i+1}: {len(f)} rows")


if __name__ == "__main__":
    main()
