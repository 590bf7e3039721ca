#!/usr/bin/env python3
import sys
from pypdf import PdfReader, PdfWriter
from common import parse_ranges


def main():
    cmd, *rest = sys.argv[1:]
    if cmd == 'merge':
        out, *inputs = rest
        w = PdfWriter()
        for f in inputs:
            for p in PdfReader(f).pages:
                w.add_page(p)
        w.write(out)
    elif cmd in ('split', 'rotate'):
        src = rest[0]
        r = PdfReader(src)
        pages = parse_ranges(rest[rest.index('--pages') + 1], len(r.pages))
        out = rest[rest.index('-o') + 1]
        w = PdfWriter()
        for i, p in enumerate(r.pages):
            if cmd == 'split' and i not in pages:
                continue
            if cmd == 'rotate' and i in pages:
                p.rotate(int(rest[rest.index('--deg') + 1]))
            w.add_page(p)
        w.write(out)
    elif cmd == 'compress':
        import pikepdf
        with pikepdf.open(rest[0]) as pdf:
            pdf.save(rest[rest.index('-o') + 1], compress_streams=True, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    elif cmd == 'text':
        for p in PdfReader(rest[0]).pages:
            print(p.extract_text() or '')


if __name__ == '__main__':
    main()
