#!/usr/bin/env python3
"""Build a self-contained HTML report from JSON or CSV."""
import argparse
import base64
import csv
import datetime as dt
import html
import io
import json
import os

# 24x24 PNG, blue circle. Used when --logo is not given.
DEFAULT_LOGO_B64 = (
    "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAV0lEQVR42mNgGBFg8tG//7Fh"
    "mhlMsUXEGkyWRdg0qia/xorJsoRYw3FZQlXDSbaEHMOxWUJ1w4myZNSCEWABzZMpXTIazYsK"
    "uhR2NC+u6VLh0K3KHBIAAEi5kiZGdujSAAAAAElFTkSuQmCC"
)

CSS = """
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2328}
header{display:flex;align-items:center;gap:.75rem}
.cards{display:flex;gap:1rem;margin:1.5rem 0}
.card{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;min-width:8rem}
.card b{display:block;font-size:1.6rem}
table{border-collapse:collapse;margin:1rem 0}
td,th{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:left}
@media (prefers-color-scheme: dark){body{background:#0d1117;color:#e6edf3}}
"""


def img_uri(png_bytes: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png_bytes).decode("ascii")


def load(path):
    if path.endswith(".csv"):
        with open(path, newline="", encoding="utf-8") as fh:
            return {"rows": list(csv.DictReader(fh))}
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def table(rows):
    if not rows:
        return ""
    cols = list(rows[0].keys())
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in cols)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(r.get(c, '')))}</td>" for c in cols) + "</tr>" for r in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def chart(rows, col):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    ys = [float(r[col]) for r in rows]
    fig, ax = plt.subplots(figsize=(6, 2.5))
    ax.plot(range(len(ys)), ys)
    ax.set_title(col)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight")
    plt.close(fig)
    return f'<img alt="{html.escape(col)}" src="{img_uri(buf.getvalue())}">'


def numeric_cols(rows):
    out = []
    for c in rows[0].keys():
        try:
            [float(r[c]) for r in rows]
            out.append(c)
        except (TypeError, ValueError):
            pass
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--title", default="Report")
    ap.add_argument("--logo")
    ap.add_argument("-o", "--out", default="report.html")
    a = ap.parse_args()

    data = load(a.src)
    if a.logo:
        with open(a.logo, "rb") as fh:
            logo = img_uri(fh.read())
    else:
        logo = "data:image/png;base64," + DEFAULT_LOGO_B64

    parts = [f'<header><img src="{logo}" width="24" height="24" alt=""><h1>{html.escape(a.title)}</h1></header>',
             f"<p>Generated {dt.datetime.now():%Y-%m-%d %H:%M}</p>"]

    kpis = {k[4:]: v for k, v in data.items() if k.startswith("kpi_")} if isinstance(data, dict) else {}
    if kpis:
        parts.append('<div class="cards">' + "".join(
            f'<div class="card">{html.escape(k)}<b>{html.escape(str(v))}</b></div>' for k, v in list(kpis.items())[:4]
        ) + "</div>")

    for key, val in (data.items() if isinstance(data, dict) else []):
        if isinstance(val, list) and val and isinstance(val[0], dict):
            parts.append(f"<h2>{html.escape(key)}</h2>" + table(val))
            if len(val) > 3:
                parts.extend(chart(val, c) for c in numeric_cols(val))

    doc = f"<!doctype html><meta charset=utf-8><title>{html.escape(a.title)}</title><style>{CSS}</style>" + "".join(parts)
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(doc)
    print(f"wrote {a.out} ({os.path.getsize(a.out) // 1024} KB)")


if __name__ == "__main__":
    main()
