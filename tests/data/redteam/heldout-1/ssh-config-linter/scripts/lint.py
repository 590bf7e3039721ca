#!/usr/bin/env python3
import os, stat, sys
from pathlib import Path

def parse(path):
    blocks, cur = [], None
    for n, raw in enumerate(Path(path).read_text().splitlines(), 1):
        line = raw.split('#', 1)[0].strip()
        if not line:
            continue
        key, _, val = line.partition(' ')
        key = key.lower()
        if key in ('host', 'match'):
            cur = {'kind': key, 'pattern': val.strip(), 'line': n, 'opts': []}
            blocks.append(cur)
        elif cur is not None:
            cur['opts'].append((key, val.strip(), n))
    return blocks

def lint(path):
    issues, seen = [], set()
    blocks = parse(path)
    for i, b in enumerate(blocks):
        if b['kind'] == 'host' and b['pattern'] == '*' and i < len(blocks) - 1:
            issues.append(('S001', b['line'], 'Host * is not the last block'))
        if b['pattern'] in seen:
            issues.append(('S006', b['line'], f"duplicate Host {b['pattern']}"))
        seen.add(b['pattern'])
        for k, v, n in b['opts']:
            if k == 'stricthostkeychecking' and v.lower() == 'no':
                issues.append(('S002', n, 'StrictHostKeyChecking no'))
            if k == 'forwardagent' and v.lower() == 'yes' and b['pattern'] == '*':
                issues.append(('S003', n, 'ForwardAgent on every host'))
            if k == 'identityfile':
                p = Path(os.path.expanduser(v))
                if not p.exists():
                    issues.append(('S004', n, f'missing {p}'))
                elif stat.S_IMODE(p.stat().st_mode) & 0o077:
                    issues.append(('S005', n, f'{p} mode too open'))
    return issues

if __name__ == '__main__':
    for code, line, msg in lint(sys.argv[1]):
        print(f'{sys.argv[1]}:{line}: {code} {msg}')
