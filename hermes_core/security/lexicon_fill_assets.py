"""What is at stake: passwords, payments and payees, redirection, the person's folders and
the machine's means of recovery: the part of :mod:`~hermes_core.security.lexicon_fill`
for these kinds. Same syntax and the same languages; see that module."""

from __future__ import annotations

__all__ = ["ASSETS"]

ASSETS: dict[str, dict[str, str]] = {
    "PASSWORD": {
        "de": "passworts zugangscode pin-code geheimzahl",
        "es": "código-pin",
        "fr": "phrase-secrète code-pin code-secret",
        "pt": "frase-secreta",
        "it": "codice-pin",
        "nl": "pincode wachtzin",
        "pl": "hasłu kod-pin",
        "ru": "пин-код кодовое-слово",
        "uk": "паролі паролів паролю пін-код",
        "tr": "şifreler şifreni parolanı parolası pin-kodu",
        "zh": "pin码",
        "ja": "合言葉 パスフレーズ",
        "ko": "비번 핀-번호",
        "vi": "mật-khẩu mã-pin cụm-mật-khẩu",
        "id": "kata-sandi sandi kode-pin kata-laluan",
        "ar": "كلمة-المرور كلمة-السر كلمة-مرور رمز-المرور الرقم-السري رقم-سري",
        "hi": "पासवर्ड कूटशब्द पिन-कोड",
        "fi": "salasana* tunnussana pin-koodi tunnuslause",
        "sv": "lösenord* lösenfras pinkod pin-kod",
        "cs": "heslo hesla hesel heslem pin-kód",
        "ro": "parolă parolei parolele cod-pin",
        "hu": "jelszó jelszav* jelszót jelmondat",
        "el": "κωδικός-πρόσβασης κωδικό-πρόσβασης κωδικού-πρόσβασης συνθηματικό",
        "da": "adgangskode* kodeord* pinkode pin-kode",
        "nb": "passord passordet passordene",
        "he": "סיסמה סיסמא הסיסמה הסיסמא סיסמאות קוד-סודי",
        "fa": "رمز-عبور گذرواژه کلمه-عبور پین-کد",
    },
    "PAYMENT": {
        "de": (
            "bankdaten bankkonto zahlungsdaten zahlungsinformationen auszahlung* "
            "wallet-adresse empfängeradresse kontoinhaber überweisung*"
        ),
        "es": (
            "datos-bancarios datos-de-pago información-de-pago transferencia-bancaria "
            "dirección-de-la-billetera dirección-de-billetera dirección-del-monedero "
            "titular-de-la-cuenta"
        ),
        "fr": (
            "compte-bancaire coordonnées-de-paiement informations-de-paiement virement* "
            "adresse-du-portefeuille adresse-de-portefeuille titulaire-du-compte"
        ),
        "pt": (
            "dados-bancários dados-de-pagamento informações-de-pagamento "
            "transferência-bancária endereço-da-carteira endereço-de-carteira "
            "titular-da-conta"
        ),
        "it": (
            "conto-bancario coordinate-bancarie dati-bancari dati-di-pagamento bonifico* "
            "indirizzo-del-wallet indirizzo-del-portafoglio intestatario-del-conto"
        ),
        "nl": (
            "bankgegevens betalingsgegevens overboeking* walletadres wallet-adres "
            "rekeninghouder uitbetaling*"
        ),
        "pl": (
            "konto-bankowe rachunek-bankowy dane-do-przelewu dane-płatności przelew* "
            "adres-portfela właściciel-rachunku"
        ),
        "ru": (
            "банковский-счет банковский-счёт платежные-данные платёжные-данные выплат* "
            "расчетный-счет расчётный-счёт"
        ),
        "uk": "номер-рахунку банківський-рахунок платіжні-дані адреса-гаманця виплат*",
        "tr": "banka-hesabı banka-bilgileri ödeme-bilgileri havale cüzdan-adresi hesap-sahibi",
        "zh": (
            "銀行帳號 付款信息 付款資訊 支付信息 钱包地址 錢包地址 提现 提現 汇款 匯款 转账 "
            "轉賬 轉帳"
        ),
        "ja": "銀行口座 口座番号 支払い情報 ウォレットアドレス 出金 払い出し",
        "ko": "은행-계좌 계좌 지갑-주소 송금 출금 결제-정보",
        "vi": (
            "tài-khoản-ngân-hàng thông-tin-thanh-toán chuyển-khoản địa-chỉ-ví chủ-tài-khoản "
            "rút-tiền"
        ),
        "id": (
            "rekening-bank informasi-pembayaran data-pembayaran transfer-bank alamat-dompet "
            "pemilik-rekening"
        ),
        "ar": (
            "الحساب-البنكي حساب-بنكي الحساب-المصرفي حساب-مصرفي تفاصيل-الدفع معلومات-الدفع "
            "تحويل-بنكي عنوان-المحفظة صاحب-الحساب آيبان ايبان"
        ),
        "hi": "बैंक-खाता बैंक-खाते खाता-नंबर भुगतान-विवरण भुगतान-जानकारी वॉलेट-पता बैंक-विवरण",
        "fi": "tilinumero pankkitili* maksutiedot tilisiirto lompakon-osoite tilinhaltija",
        "sv": "betalningsuppgifter banköverföring plånboksadress kontoinnehavare utbetalning*",
        "cs": (
            "číslo-účtu bankovní-účet bankovního-účtu platební-údaje bankovní-převod "
            "adresa-peněženky majitel-účtu"
        ),
        "ro": (
            "cont-bancar contul-bancar numărul-contului număr-de-cont detalii-de-plată "
            "date-de-plată transfer-bancar adresa-portofelului titularul-contului"
        ),
        "hu": (
            "bankszámla* számlaszám* fizetési-adatok banki-átutalás átutalás számlatulajdonos "
            "kifizetés* tárcacím* pénztárcacím*"
        ),
        "el": (
            "τραπεζικός-λογαριασμός τραπεζικό-λογαριασμό αριθμός-λογαριασμού "
            "αριθμό-λογαριασμού στοιχεία-πληρωμής τραπεζική-μεταφορά διεύθυνση-πορτοφολιού "
            "δικαιούχος-λογαριασμού"
        ),
        "da": "betalingsoplysninger bankoverførsel kontohaver udbetaling*",
        "nb": "betalingsinformasjon bankoverføring lommebokadresse kontoinnehaver",
        "he": (
            "חשבון-בנק מספר-חשבון פרטי-תשלום פרטי-חשבון העברה-בנקאית כתובת-הארנק כתובת-ארנק "
            "בעל-החשבון"
        ),
        "fa": (
            "حساب-بانکی شماره-حساب شماره-کارت شماره-شبا شبا اطلاعات-پرداخت انتقال-وجه "
            "آدرس-کیف-پول صاحب-حساب"
        ),
    },
    "PAYEE": {
        "es": "beneficiar*",
        "fr": "destinataire*",
        "pt": "destinatário*",
        "ru": "бенефициар*",
        "uk": "бенефіціар*",
        "tr": "alıcı alıcının lehdar",
        "zh": "收款方 受益人 收件人 錢包",
        "ja": "受益者 宛先 財布",
        "ko": "수신자 수령인 받는-사람 수혜자",
        "vi": "người-thụ-hưởng ví-điện-tử",
        "id": "penerima-manfaat dompet-kripto",
        "ar": "المستفيد مستفيد المحفظة محفظتك المرسل-إليه",
        "hi": "लाभार्थी वॉलेट पाने-वाला",
        "fi": "maksunsaaja",
        "sv": "betalningsmottagare förmånstagare",
        "cs": "beneficient",
        "hu": "címzett* tárca pénztárc*",
        "el": "αποδέκτη*",
        "da": "modtager* betalingsmodtager tegnebog* begunstiget",
        "nb": "mottaker* lommebok* betalingsmottaker",
        "he": "הנמען נמען המוטב מוטב ארנק הארנק מקבל-התשלום",
        "fa": "گیرنده ذینفع کیف-پول دریافت-کننده",
    },
    "REDIRECT": {
        "de": "vertausche leite-um lenke-um",
        "es": "en-su-lugar reemplázalo reemplázala sustitúyelo sustitúyela redirígelo",
        "pt": "troca-por em-lugar-de desviar",
        "it": "anziché dirotta dirottare scambia",
        "nl": "in-plaats-daarvan",
        "pl": "w-miejsce",
        "uk": "заміна замінити підміни підмініть переадресуй* натомість",
        "zh": "换成 換成 偷换 偷換 调包",
        "ko": "대체",
        "vi": "chuyển-hướng đổi-thành thay-bằng",
        "id": (
            "sebagai-gantinya alihkan mengalihkan ubah-ke menggantikan mengganti tukar tukar-dengan"
        ),
        "ar": "عوضا أعد-توجيه إعادة-توجيه استبدال استبدله",
        "hi": "के-बजाय की-बजाय बजाय बदल-दें रीडायरेक्ट पुनर्निर्देशित की-जगह के-स्थान-पर",
        "fi": "asemesta sijasta ohjaa-uudelleen uudelleenohjaa",
        "sv": "i-stället ersätta omdirigera* byt-ut styr-om",
        "cs": "namísto přesměruj* nahradit vyměň",
        "ro": "în-locul redirecționează redirecționați schimbă-cu",
        "hu": (
            "cserélje cseréld-le irányítsd-át irányítsa-át átirányít* helyettesítsd helyettesítse"
        ),
        "el": "αντί αντικαταστήστε ανακατεύθυνε ανακατευθύνετε ανακατεύθυνση στη-θέση",
        "da": "i-stedet i-stedet-for erstat erstatte omdiriger* udskift",
        "nb": "istedenfor istedet erstatt bytt-ut",
        "he": "במקום החלף תחליף להחליף הפנה-מחדש הפניה-מחדש נתב-מחדש ניתוב-מחדש",
        "fa": "به-جای بجای جایگزین-کن جایگزین-کنید جایگزین تغییر-مسیر هدایت-کن عوض-کن",
    },
    "PERSONAL": {
        "de": (
            "eigene-dateien eigene-dokumente eigene-bilder schreibtisch dokumente-ordner "
            "bilder-ordner downloads-ordner desktop-ordner ordner-dokumente ordner-bilder"
        ),
        "es": (
            "mis-documentos mis-imágenes mis-fotos carpeta-de-descargas carpeta-descargas "
            "carpeta-de-documentos carpeta-documentos carpeta-de-imágenes el-escritorio "
            "carpeta-escritorio"
        ),
        "fr": (
            "mes-documents mes-images mes-photos téléchargements dossier-documents "
            "dossier-téléchargements dossier-images sur-le-bureau"
        ),
        "pt": (
            "meus-documentos minhas-imagens minhas-fotos área-de-trabalho pasta-de-documentos "
            "pasta-documentos pasta-de-downloads pasta-downloads pasta-de-imagens"
        ),
        "it": (
            "miei-documenti mie-immagini cartella-documenti cartella-download "
            "cartella-immagini cartella-scaricati sulla-scrivania la-scrivania"
        ),
        "nl": (
            "mijn-documenten mijn-afbeeldingen bureaublad documentenmap map-documenten "
            "map-downloads map-afbeeldingen"
        ),
        "pl": (
            "moje-dokumenty moje-obrazy pulpicie pulpitu folder-pobrane folderze-pobrane "
            "folder-dokumenty folderze-dokumenty"
        ),
        "ru": (
            "мои-документы рабочий-стол рабочем-столе рабочего-стола папка-загрузки "
            "папке-загрузки папку-загрузки папка-документы папке-документы"
        ),
        "uk": (
            "мої-документи робочий-стіл робочому-столі робочого-столу папка-завантаження "
            "папці-завантаження папка-документи"
        ),
        "tr": (
            "belgelerim resimlerim indirilenler belgeler-klasörü masaüstüne masaüstünde "
            "masaüstündeki"
        ),
        "zh": (
            "我的文档 我的文檔 我的图片 我的圖片 桌面上 图片文件夹 下载文件夹 下載資料夾 "
            "文档文件夹 文件資料夾 下载目录 下載目錄"
        ),
        "ja": (
            "マイドキュメント マイピクチャ ドキュメントフォルダ ダウンロードフォルダ "
            "ピクチャフォルダ デスクトップ上"
        ),
        "ko": "내-문서 바탕-화면 바탕화면 다운로드-폴더 사진-폴더 내-사진 문서-폴더",
        "vi": ("tài-liệu-của-tôi màn-hình-nền thư-mục-tải-xuống thư-mục-tài-liệu thư-mục-hình-ảnh"),
        "id": "dokumen-saya gambar-saya folder-unduhan folder-dokumen folder-gambar",
        "ar": "مستنداتي مجلد-التنزيلات مجلد-المستندات مجلد-الصور على-سطح-المكتب",
        "hi": ("मेरे-दस्तावेज़ मेरे-दस्तावेज डाउनलोड-फ़ोल्डर डाउनलोड-फोल्डर दस्तावेज़-फ़ोल्डर डेस्कटॉप-पर"),
        "fi": "työpöydällä työpöydälle omat-tiedostot latauskansio lataukset-kansio",
        "sv": "mina-dokument skrivbordet mina-bilder hämtade-filer",
        "cs": "na-ploše složka-stažené stažené-soubory složka-dokumenty složka-obrázky",
        "ro": "documentele-mele imaginile-mele folderul-descărcări descărcări",
        "hu": "saját-dokumentumok letöltések-mappa dokumentumok-mappa képek-mappa",
        "el": "έγγραφά-μου επιφάνεια-εργασίας φάκελος-λήψεων εικόνες-μου",
        "da": "mine-dokumenter skrivebordet mine-billeder",
        "nb": "nedlastinger mine-bilder",
        "he": "המסמכים-שלי שולחן-העבודה תיקיית-ההורדות התמונות-שלי",
        "fa": "اسناد-من پوشه-دانلود تصاویر-من روی-دسکتاپ",
    },
    "RECOVERY": {
        "de": "systemwiederherstellungspunkt* volumeschattenkopie*",
        "es": "restauración-del-sistema copias-de-sombra copias-sombra",
        "fr": "restauration-du-système copies-shadow copies-fantômes",
        "pt": "restauração-do-sistema restauração-de-sistema",
        "it": "ripristino-del-sistema ripristino-configurazione-di-sistema",
        "nl": "systeemherstel",
        "pl": "przywracanie-systemu przywracania-systemu kopii-w-tle",
        "ru": "восстановление-системы восстановления-системы",
        "uk": (
            "тіньові-копії тіньових-копій точки-відновлення точку-відновлення відновлення-системи"
        ),
        "tr": "gölge-kopya* geri-yükleme-noktası* sistem-geri-yükleme",
        "zh": "還原點 系統還原 恢复点 恢復點",
        "ja": "システムの復元 ボリュームシャドウ",
        "ko": "시스템-복원 섀도-복사본",
        "vi": "điểm-khôi-phục khôi-phục-hệ-thống bản-sao-bóng",
        "id": "titik-pemulihan pemulihan-sistem salinan-bayangan",
        "ar": "نقاط-الاستعادة نقطة-استعادة نقطة-الاستعادة استعادة-النظام النسخ-الخفية",
        "hi": "रिस्टोर-पॉइंट पुनर्स्थापना-बिंदु सिस्टम-रिस्टोर शैडो-कॉपी",
        "fi": "palautuspiste* järjestelmän-palautus varjokopio*",
        "sv": "återställningspunkt* systemåterställning skuggkopi*",
        "cs": "bod-obnovení body-obnovení obnovení-systému stínové-kopie stínových-kopií",
        "ro": (
            "punct-de-restaurare puncte-de-restaurare punctele-de-restaurare "
            "restaurarea-sistemului copii-shadow"
        ),
        "hu": "visszaállítási-pont* rendszer-visszaállítás rendszervisszaállítás árnyékmásolat*",
        "el": "σημείο-επαναφοράς σημεία-επαναφοράς επαναφορά-συστήματος σκιώδη-αντίγραφα",
        "da": "gendannelsespunkt* systemgendannelse skyggekopi*",
        "nb": "gjenopprettingspunkt* systemgjenoppretting",
        "he": "נקודת-שחזור נקודות-שחזור שחזור-המערכת שחזור-מערכת עותקי-צל",
        "fa": "نقطه-بازیابی نقاط-بازیابی بازیابی-سیستم کپی-سایه",
    },
}
