#!/usr/bin/env python3
"""تبدیل تاریخ میلادی ↔ جلالی بدون وابستگی خارجی."""
import sys
import datetime as dt

MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور",
          "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"]
WEEKDAYS = ["دوشنبه", "سه‌شنبه", "چهارشنبه", "پنج‌شنبه", "جمعه", "شنبه", "یکشنبه"]
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def gregorian_to_jalali(gy, gm, gd):
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = (355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100
            + (gy2 + 399) // 400 + gd + g_d_m[gm - 1])
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        jm, jd = 1 + days // 31, 1 + days % 31
    else:
        jm, jd = 7 + (days - 186) // 30, 1 + (days - 186) % 30
    return jy, jm, jd


def jalali_to_gregorian(jy, jm, jd):
    jy += 1595
    days = -355668 + 365 * jy + (jy // 33) * 8 + ((jy % 33) + 3) // 4 + jd
    days += (jm - 1) * 31 if jm < 7 else (jm - 7) * 30 + 186
    gy = 400 * (days // 146097)
    days %= 146097
    if days > 36524:
        days -= 1
        gy += 100 * (days // 36524)
        days %= 36524
        if days >= 365:
            days += 1
    gy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        gy += (days - 1) // 365
        days = (days - 1) % 365
    gd = days + 1
    leap = (gy % 4 == 0 and gy % 100 != 0) or gy % 400 == 0
    sal_a = [0, 31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    gm = 0
    while gm < 13 and gd > sal_a[gm]:
        gd -= sal_a[gm]
        gm += 1
    return gy, gm, gd


def main(argv):
    if not argv:
        print(__doc__)
        return 1
    if argv[0] == "--to-greg":
        y, m, d = map(int, argv[1].split("/"))
        print("%04d-%02d-%02d" % jalali_to_gregorian(y, m, d))
        return 0
    long_fmt = argv[0] == "--long"
    s = argv[1] if long_fmt else argv[0]
    g = dt.date.fromisoformat(s)
    jy, jm, jd = gregorian_to_jalali(g.year, g.month, g.day)
    if long_fmt:
        out = f"{WEEKDAYS[g.weekday()]} {jd} {MONTHS[jm - 1]} {jy}"
    else:
        out = f"{jy:04d}/{jm:02d}/{jd:02d}"
    print(out.translate(FA_DIGITS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
