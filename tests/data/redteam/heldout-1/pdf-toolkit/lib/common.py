def parse_ranges(spec, n_pages):
    """'1-3,7' -> [0,1,2,6] (zero-based), clamped to the document."""
    out = []
    for part in spec.split(','):
        part = part.strip()
        if '-' in part:
            a, b = part.split('-', 1)
            out.extend(range(int(a) - 1, min(int(b), n_pages)))
        elif part:
            i = int(part) - 1
            if 0 <= i < n_pages:
                out.append(i)
    return out
