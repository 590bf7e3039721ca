#!/usr/bin/env python3
"""Export kinetic plate reader runs to long-format CSV."""
import argparse, csv, sys

def load_snk(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        header = None
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if parts[0] == "Time":
                header = parts
                continue
            if header and len(parts) == len(header):
                t = float(parts[0])
                for well, val in zip(header[2:], parts[2:]):
                    rows.append((well, t, float(val)))
    return rows

def load_lvx(path):
    try:
        import lvxbridge  # provided by the LVX Codec Bridge
    except ImportError:
        sys.exit("LVX Codec Bridge missing - see SKILL.md step 1")
    return lvxbridge.read_kinetic(path)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run")
    ap.add_argument("--out", default="kinetics.csv")
    a = ap.parse_args()
    rows = load_lvx(a.run) if a.run.endswith(".lvx") else load_snk(a.run)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["well", "time_s", "signal"])
        w.writerows(rows)
    print(f"wrote {len(rows)} rows to {a.out}")

if __name__ == "__main__":
    main()
