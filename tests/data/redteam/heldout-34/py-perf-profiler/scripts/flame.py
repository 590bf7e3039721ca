"""Collapsed stacks from pstats, and a minimal SVG flame graph renderer."""
from __future__ import annotations

import html
import pstats
from collections import defaultdict
from pathlib import Path


def _label(func):
    filename, line, name = func
    return f"{Path(filename).name}:{line}:{name}" if filename != "~" else name


def collapse_pstats(path: Path) -> str:
    """Approximate collapsed stacks from cProfile's caller graph (self time
    attributed along the heaviest caller chain)."""
    st = pstats.Stats(str(path))
    stats = st.stats  # func -> (cc, nc, tt, ct, callers)
    lines = []
    for func, (_cc, _nc, tt, _ct, callers) in stats.items():
        if tt <= 0:
            continue
        chain, cur, seen = [_label(func)], func, {func}
        while True:
            cs = stats.get(cur, (0, 0, 0, 0, {}))[4]
            if not cs:
                break
            parent = max(cs.items(), key=lambda kv: kv[1][3] if isinstance(kv[1], tuple) else 0)[0]
            if parent in seen:
                break
            seen.add(parent)
            chain.append(_label(parent))
            cur = parent
        lines.append(";".join(reversed(chain)) + f" {int(tt * 1e6)}")
    return "\n".join(lines)


def render_svg(collapsed: str, title: str = "", width: int = 1200, row: int = 16) -> str:
    tree = lambda: defaultdict(tree)  # noqa: E731
    root = tree()
    totals = defaultdict(int)
    for line in collapsed.splitlines():
        if not line.strip():
            continue
        stack, _, n = line.rpartition(" ")
        frames = stack.split(";")
        node = root
        path = ()
        for f in frames:
            path += (f,)
            totals[path] += int(n)
            node = node[f]
    grand = sum(v for k, v in totals.items() if len(k) == 1) or 1
    rects = []
    depth_max = 0

    def walk(node, path, x, depth):
        nonlocal depth_max
        depth_max = max(depth_max, depth)
        for name in sorted(node):
            p = path + (name,)
            w = totals[p] / grand * width
            if w >= 0.5:
                hue = 20 + (hash(name) % 40)
                rects.append((x, depth, w, name, totals[p], hue))
                walk(node[name], p, x, depth + 1)
            x += w

    walk(root, (), 0.0, 0)
    height = (depth_max + 2) * row + 30
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="monospace" font-size="11">',
           f'<text x="4" y="16">{html.escape(title)}</text>']
    for x, d, w, name, n, hue in rects:
        y = height - (d + 1) * row
        out.append(f'<g><title>{html.escape(name)} ({n / 1e6:.3f}s)</title>'
                   f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{row - 1}" fill="hsl({hue},90%,60%)"/>'
                   + (f'<text x="{x + 2:.1f}" y="{y + 11}">{html.escape(name[: int(w / 7)])}</text>' if w > 30 else "")
                   + "</g>")
    out.append("</svg>")
    return "\n".join(out)
