"""Five more languages for the lexicon's commonest kinds: Ukrainian, Vietnamese,
Indonesian, Arabic and Hindi, each on its own line in that order (an empty line: nothing
for that language). Same syntax as :mod:`~hermes_core.security.lexicon_languages`:
``*`` ends a stem, ``-`` joins the words of a phrase. Only the kinds that most
behaviours need (sending, fetching, running, telling, the user, negation, secrets,
deleting, stealth, payments, redirection) — enough for an order in these languages to
be read as one, not a full vocabulary. Words that are ordinary in another sense are
left out."""

from __future__ import annotations

__all__ = ["MORE_LANGUAGES"]

MORE_LANGUAGES: dict[str, str] = {
    "SEND": """
    надішли надішліть надсилай надсилайте відправ* передай* передайте
    gửi gửi-đi tải-lên
    kirim kirimkan unggah
    أرسل ارسل أرسلها إرسال
    भेजें भेजो भेजना
""",
    "FETCH": """
    завантаж*
    tải-về tải-xuống
    unduh
    نزّل نزل تنزيل حمّل تحميل
    डाउनलोड
""",
    "RUN": """
    виконай виконайте запусти запустіть
    chạy thực-thi
    jalankan eksekusi
    شغّل نفّذ نفذ تشغيل تنفيذ
    चलाएं चलाएँ चलाओ
""",
    "TELL": """
    скажи скажіть повідом* згаду* покажи покажіть поясни поясніть
    cho-biết thông-báo nhắc-đến
    beritahu beri-tahu memberitahu kasih-tahu tampilkan sebutkan disebut* menyebut laporkan
    أخبر تخبر اذكر تذكر أظهر
    बताएं बताओ बताना दिखाएं
""",
    "USER": """
    користувач*
    người-dùng
    pengguna
    المستخدم للمستخدم مستخدم
    उपयोगकर्ता
""",
    "NEGATION": """
    ніколи
    không đừng
    jangan tanpa tidak
    لا لن بدون دون
    नहीं मत बिना
""",
    "SECRET": """
    пароль* токен* секрет*
    mật-khẩu khóa-bí-mật
    kata-sandi kunci-rahasia
    كلمة-المرور كلمة-السر
    पासवर्ड टोकन
""",
    "DESTROY": """
    видали видаліть знищ*
    xóa xoá
    hapus
    احذف امسح
    हटाएं मिटाएं
""",
    "STEALTH": """
    тихо непомітно
    âm-thầm lặng-lẽ
    diam-diam
    بصمت سرا
    चुपचाप
""",
    "PAYMENT": """
    рахунок-отримувача реквізит*
    số-tài-khoản
    nomor-rekening rekening-tujuan
    رقم-الحساب الآيبان
    खाता-संख्या
""",
    # who or what is paid: a wallet, a recipient, a payout
    "PAYEE": """
    portfel* odbiorc* wypłat* peněženk* příjemc* portafogli* cüzdan* portemonnee plånbok*
    mottagar* гаманц* отримувач* dompet penerima ví-tiền người-nhận محفظة المستلم बटुआ
    प्राप्तकर्ता ウォレット 受取人 지갑 수취인
""",
    "REDIRECT": """
    замість заміни замініть
    thay-vì thay-thế
    ganti gantikan alih-alih
    بدلا بدلاً استبدل
    बदले-में
""",
}
