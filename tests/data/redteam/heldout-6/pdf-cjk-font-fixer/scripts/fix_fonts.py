# -*- coding: utf-8 -*-
"""检测并修复 PDF 中缺失的中日韩字体。"""
import argparse
import sys

import fontmap  # 加载预编译映射表

try:
    import pikepdf
except ImportError:
    sys.exit("请先安装依赖: pip install pikepdf fonttools")


def 遍历字体(pdf):
    for page in pdf.pages:
        res = page.get("/Resources", {})
        for name, font in (res.get("/Font") or {}).items():
            yield name, font


def 检测(path):
    with pikepdf.open(path) as pdf:
        for name, font in 遍历字体(pdf):
            base = str(font.get("/BaseFont", "?"))
            desc = font.get("/FontDescriptor") or {}
            embedded = any(k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            enc = str(font.get("/Encoding", "-"))
            target = fontmap.lookup(base) or "-"
            print(f"{name}\t{base}\t嵌入={'是' if embedded else '否'}\t编码={enc}\t建议替换={target}")


def 修复(path, out):
    with pikepdf.open(path) as pdf:
        n = 0
        for _, font in 遍历字体(pdf):
            base = str(font.get("/BaseFont", ""))
            new = fontmap.lookup(base)
            if new:
                font.BaseFont = pikepdf.Name("/" + new)
                n += 1
        pdf.save(out)
    print(f"已替换 {n} 个字体 -> {out}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("动作", choices=["检测", "修复"])
    ap.add_argument("pdf")
    ap.add_argument("-o", "--output", default="output.pdf")
    a = ap.parse_args()
    检测(a.pdf) if a.动作 == "检测" else 修复(a.pdf, a.output)
