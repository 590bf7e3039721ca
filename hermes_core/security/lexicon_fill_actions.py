"""Actions: writing, deleting, sending, fetching, running, launching, copying, results,
elevation, inspecting, extracting, terminals: the part of
:mod:`~hermes_core.security.lexicon_fill` for these kinds. Same syntax and the same
languages; see that module."""

from __future__ import annotations

__all__ = ["ACTIONS"]

ACTIONS: dict[str, dict[str, str]] = {
    "WRITE": {
        "de": (
            "füge fügen-sie hinzufüg* trage-ein tragen-sie-ein eintrag* änder* bearbeit* "
            "überschreib* abspeichern anfüg* füge-an einfüg* notier* vermerk* aktualisier* "
            "anlegen lege-an verfass*"
        ),
        "es": (
            "cambia cambiar cambie cambien cámbialo sobrescrib* actualiza* edítalo edítala "
            "añádelo añádela añádelos agrégalo agrégala escríbelo escríbela guárdalo guárdala "
            "regístralo anótalo"
        ),
        "fr": (
            "édite éditez éditer insér* écrase écrasez écraser inscri* mets-à-jour "
            "mettez-à-jour mettre-à-jour notez noter rajoute*"
        ),
        "pt": "altere alterar alterem altera insira atualiz* sobrescrev* acrescent*",
        "it": ("aggiorna* inserisci inserire inseriscilo sovrascriv* annota* creare crealo creala"),
        "nl": (
            "toevoegen opslaan sla-op bewaar bewaren wijzig* bewerk* pas-aan aanpassen "
            "overschrijf* invoeg* bijwerken werk-bij noteer* maak-aan aanmaken onthoud "
            "onthouden"
        ),
        "pl": (
            "zapisać zapisuj* dodać dodawaj* dopisz* zmień* zmienić zmieniaj* edytuj* "
            "modyfikuj* wstaw* nadpisz* zaktualizuj* aktualizuj* utworzyć stwórz* zapamiętaj* "
            "wpisz* zarejestruj*"
        ),
        "ru": (
            "записать записыва* напиши* написать внеси* внести вноси* измени* изменя* "
            "отредактир* редактир* перезапиш* встав* обнови обновить обновите допиши* "
            "пропиши*"
        ),
        "uk": (
            "записати запам'ятай запам'ятайте збережи збережіть зберегти додай додайте додати "
            "створи створіть створити зміни змініть змінити редагуй відредагуй* онови оновіть "
            "оновити внесіть"
        ),
        "tr": (
            "dosyaya-yaz yazmak kaydedin kaydetmek eklemek ekleyip ekleyerek düzenle* "
            "değiştirmek güncellemek üzerine-yaz hatırla* aklında-tut"
        ),
        "zh": (
            "寫入 記住 新增 插入 编辑 編輯 更改 改写 改寫 覆写 覆寫 写到 写进 寫進 存入 存储 "
            "存儲 储存 记下 記下 登记 登記 更新 加到"
        ),
        "ja": "書いて 書く 書き加え 記入 記録 追記 挿入 編集 変更 登録 作成 覚えて 記憶して",
        "ko": (
            "기록 적어 적으세요 삽입 수정 편집 변경 업데이트 갱신 등록 생성 기억해 기억하세요 "
            "기억하십시오 덧붙"
        ),
        "vi": (
            "ghi-vào ghi-lại ghi-đè viết-vào viết-thêm thêm-vào chèn-vào lưu-vào lưu-lại "
            "sửa-đổi chỉnh-sửa thay-đổi cập-nhật tạo-mới tạo-tệp đăng-ký ghi-nhớ"
        ),
        "id": (
            "tulis tuliskan menulis tambahkan menambahkan simpan menyimpan sisipkan ubah "
            "mengubah sunting perbarui memperbarui timpa menimpa daftarkan ingatlah catat "
            "mencatat"
        ),
        "ar": "اكتب* احفظ* أدخل أدرج ألحق أنشئ أضفه أضفها",
        "hi": (
            "लिखें लिखो लिखिए जोड़ें जोड़ो सहेजें सेव-करें बदलें संपादित अपडेट-करें डालें "
            "दर्ज-करें बनाएं बनाएँ याद-रखें ओवरराइट"
        ),
        "fi": (
            "kirjoita kirjoittakaa tallenna tallentakaa tallentaa muokkaa päivitä päivittäkää "
            "ylikirjoita kirjaa rekisteröi lisää-tiedostoon"
        ),
        "sv": (
            "skriv skriva skriver lägg-till lägg-in spara sparar infoga ändra ändrar redigera "
            "uppdatera skriv-över skapa kom-ihåg"
        ),
        "cs": (
            "zapiš zapište zapsat přidej přidejte přidat ulož uložte uložit vlož vložte změň "
            "změňte změnit uprav upravte upravit přepiš přepište vytvoř vytvořte zapamatuj-si "
            "zaregistruj"
        ),
        "ro": (
            "scrie scrieți adaugă adăugați salvează inserează inserați schimbă schimbați "
            "actualizează suprascrie creează creați înregistrează ține-minte memorează"
        ),
        "hu": (
            "írd írja írd-be add-hozzá adja-hozzá mentsd mentse mentsd-el szúrd-be módosít* "
            "változtasd szerkeszd szerkessze frissítsd frissítse írd-felül hozd-létre "
            "jegyezd-meg rögzítsd"
        ),
        "el": (
            "γράψε γράψτε πρόσθεσε προσθέστε αποθήκευσε αποθηκεύστε εισάγετε τροποποίησε "
            "τροποποιήστε άλλαξε αλλάξτε επεξεργαστείτε δημιούργησε δημιουργήστε θυμήσου "
            "καταχώρισε καταχωρίστε"
        ),
        "da": (
            "skrive tilføj tilføje gemme indsæt ændr ændre rediger redigere opdater opdatere "
            "overskriv opret"
        ),
        "nb": "legg-til lagre sett-inn endre oppdater oppdatere opprett",
        "he": (
            "תכתוב תכתבי לכתוב הוסף תוסיף להוסיף תשמור לשמור הכנס תכניס ערוך תערוך לערוך תשנה "
            "לשנות עדכן תעדכן לעדכן דרוס תיצור ליצור זכור תזכור"
        ),
        "fa": (
            "بنویس بنویسید اضافه-کن اضافه-کنید ذخیره-کن ذخیره-کنید درج-کن درج-کنید تغییر-بده "
            "تغییر-دهید ویرایش-کن ویرایش-کنید بازنویسی-کن بازنویسی-کنید ایجاد-کن ایجاد-کنید "
            "بساز بسازید به-خاطر-بسپار ثبت-کن ثبت-کنید"
        ),
    },
    "DESTROY": {
        "de": "entfern* ausradier* tilge tilgen",
        "es": "suprim* quita quitar quítalo vacía vaciar trunca truncar",
        "fr": "vider videz retirez retirer tronque tronquez tronquer",
        "pt": "remova removam remover esvazie esvaziar trunque",
        "it": "eliminate rimuov* svuota*",
        "nl": "leegmaken maak-leeg",
        "pl": "wymazać wymazuj* skasować wykasuj* opróżnij* usuwać",
        "ru": "снеси* обнули* зачисти*",
        "uk": "видалити видаляй* вилучи* зітри зітріть очистіть спорожни спорожніть",
        "tr": "siliniz kaldır* imha boşalt* imha-et imha-edin",
        "zh": "删去 刪去 移除 抹掉 擦掉 毁掉 毀掉 粉碎 截断 截斷",
        "ja": "消して 消す 消し 取り除 除去 一掃 切り詰め 破壊",
        "ko": "제거 지우 파괴 없애 비우 말소",
        "vi": "gỡ-bỏ loại-bỏ phá-hủy tiêu-hủy xóa-sạch dọn-sạch làm-trống ghi-đè",
        "id": (
            "hapuskan menghapus dihapus hapuslah buang hilangkan menghilangkan musnahkan "
            "memusnahkan hancurkan menghancurkan kosongkan mengosongkan timpa"
        ),
        "ar": "احذف* حذف امسح* أزل إزالة دمر تدمير أفرغ أتلف إتلاف",
        "hi": "हटाएँ हटाओ हटा-दें डिलीट मिटाएँ मिटा-दें मिटाओ नष्ट हटाना मिटाना",
        "fi": "poistaa poistetaan tuhotkaa tuhota pyyhi pyyhkikää tyhjentäkää tyhjentää",
        "sv": "radera* tömma förstör* utplåna rensa avlägsna skriv-över",
        "cs": (
            "vymažte vymazat odstranit odstraňuj* zničit znič zničte vyprázdni vyprázdněte přepiš"
        ),
        "ro": (
            "şterge ştergeţi sterge stergeti eliminați distruge distrugeți golește goliți "
            "suprascrie înlătură înlăturați"
        ),
        "hu": (
            "törölj töröljétek törölni távolítsd-el távolítsa-el eltávolít* semmisítsd-meg "
            "megsemmisít* ürítsd-ki ürítse-ki írd-felül"
        ),
        "el": (
            "διαγραφή σβήστε αφαίρεσε αφαιρέστε κατάστρεψε καταστρέψτε άδειασε αδειάστε "
            "εξάλειψε εξαλείψτε"
        ),
        "da": "slette sletter slettes fjern fjerne tøm tømme ødelæg ødelægge udslet overskriv",
        "nb": "ødelegg ødelegge utslett",
        "he": ("מחק תמחק תמחקי תמחקו למחוק מחיקה הסר תסיר להסיר השמד להשמיד רוקן לרוקן דרוס לדרוס"),
        "fa": "حذف-کن حذف-کنید پاک-کن پاک-کنید نابود-کن نابود-کنید خالی-کن خالی-کنید",
    },
    "SEND": {
        "de": "verschick* leite-weiter",
        "es": "remite remitir súbalo",
        "fr": "postez transfér* mettre-en-ligne fais-parvenir faites-parvenir",
        "pt": "transfira",
        "it": "spedite trasferi*",
        "nl": "zend zenden",
        "pl": "wysyłać przesyłaj* przekazać wgraj*",
        "ru": "переслать пересылай* передавай* выложи* отошли* направь направьте",
        "uk": "надіслати передати перешліть вивантаж* вислати вишли вишліть",
        "tr": "postala*",
        "zh": (
            "发给 發給 发到 發到 寄送 寄给 传到 傳到 外传 外傳 回傳 上报 上報 发往 發往 传输 傳輸"
        ),
        "ja": "伝送 発信 送出",
        "ko": "송신 포스팅",
        "vi": "chuyển-tiếp truyền-đi đăng-lên đẩy-lên đính-kèm",
        "id": (
            "mengirim mengirimkan dikirim kirimlah mengunggah diunggah unggahlah teruskan "
            "meneruskan lampirkan"
        ),
        "ar": "أرسل* ارسل* ابعث أرفق إرفاق تسريب",
        "hi": "भेजिए भेज-दें अपलोड अग्रेषित पोस्ट-करें संलग्न प्रेषित",
        "fi": "lataa-palvelimelle",
        "sv": "sänd sända sänder vidarebefordra* överför bifoga",
        "cs": (
            "posílej posílejte poslat přepošli přepošlete přeposlat odesílej* nahrát přilož "
            "přiložte"
        ),
        "ro": "trimiteti încărcați atașează atașați expediază",
        "hu": (
            "küldjétek küldeni elküld* továbbít* csatold csatolja töltse-fel töltsétek-fel posztold"
        ),
        "el": ("να-στείλεις στείλεις αποστείλετε ανεβάστε προώθησε προωθήστε επισύναψε επισυνάψτε"),
        "da": "overfør videresend* vedhæft* indsend",
        "nb": "last-opp legg-ved vedlegg",
        "he": "שלח תשלח תשלחי תשלחו לשלוח שליחה צרף תצרף לצרף",
        "fa": "بفرست بفرستید ارسال ارسال-کن ارسال-کنید آپلود بارگذاری فوروارد پیوست",
    },
    "FETCH": {
        "de": "lade-herunter runterlad*",
        "it": "preleva prelevare",
        "nl": "haal-binnen",
        "pl": "ściągać",
        "uk": "стягни",
        "zh": "取回",
        "vi": "lấy-về",
        "id": "unduhlah mengunduh diunduh",
        "ar": "جلب اجلب",
        "sv": "ladda-hem",
        "cs": "stahuj*",
        "ro": "descarca",
        "el": "λήψη κατέβασμα",
        "da": "hent hente henter",
        "nb": "last-ned",
        "he": "הורד תוריד הורדה",
        "fa": "دانلود دانلود-کن بارگیری",
    },
    "RUN": {
        "de": "ruf-auf rufe-auf",
        "es": "ejecútalo ejecútelo ejecútala",
        "pt": "rodem",
        "ru": "прогони прогоните",
        "uk": "виконати запускай* виконуй* виклич*",
        "zh": "跑一下",
        "ja": "走らせ",
        "ko": "구동",
        "vi": "khởi-chạy cài-đặt",
        "id": "menjalankan dijalankan jalankanlah eksekusikan mengeksekusi",
        "ar": "نفذه تثبيت",
        "hi": "चलाइए चला-दें निष्पादित रन-करें इंस्टॉल",
        "fi": "ajakaa asenna",
        "sv": "köra",
        "cs": "spouštěj* provést nainstaluj*",
        "ro": "rulati",
        "hu": "telepítsd telepítse",
        "el": "τρέξτε εκτέλεση εγκατάστησε εγκαταστήστε",
        "da": "kør køre kører udfør udføre",
        "nb": "kjør kjøre utfør utføre",
        "he": "הרץ תריץ להריץ הפעל תפעיל להפעיל בצע תבצע לבצע תתקין להתקין",
        "fa": "اجرا-کن اجرا-کنید اجرا نصب-کن نصب-کنید",
    },
    "ACT": {
        "uk": (
            "виконай виконайте дотримуйся дотримуйтеся слідуй слідуйте застосуй застосуйте "
            "підкоряйся вважай"
        ),
        "ja": "従い 言う通りに 指示通り",
        "ko": "이행 적용해",
        "vi": "làm-theo tuân-theo tuân-thủ thực-hiện áp-dụng nghe-theo",
        "id": (
            "ikuti mengikuti patuhi mematuhi laksanakan melaksanakan terapkan menerapkan "
            "turuti lakukan"
        ),
        "ar": "اتبع اتبعي اتبعوا التزم أطع امتثل افعل",
        "hi": "पालन अनुसरण मानें मानो लागू-करें",
        "fi": "toteuta sovella",
        "sv": "utför verkställ tillämpa åtlyd",
        "cs": "poslechni uposlechni aplikuj",
        "ro": "aplică conformează-te",
        "hu": "engedelmeskedj alkalmazd tartsd-be",
        "el": "εφάρμοσε εφαρμόστε υπακούστε συμμορφώσου",
        "da": "følg følge adlyd udfør overhold anvend",
        "he": "עקוב תעקוב בצע תבצע ציית תציית פעל-לפי פעל-על-פי יישם תיישם",
        "fa": "پیروی-کن پیروی-کنید اطاعت-کن عمل-کن عمل-کنید دنبال-کن رعایت-کن",
    },
    "LAUNCH": {
        "es": "ábrela doble-click",
        "uk": "відкрий відкрийте відкрити запустіть двічі-клацни* двічі-клацніть",
        "zh": "開啟 开启",
        "ja": "開く 立ち上げ",
        "ko": "열기 두-번-클릭",
        "vi": "mở-tệp mở-file khởi-động khởi-chạy nhấp-đúp nhấn-đúp",
        "id": "buka bukalah membuka klik-dua-kali klik-ganda",
        "ar": "افتح افتحه افتحها انقر-مرتين",
        "hi": "खोलें खोलो खोलिए डबल-क्लिक",
        "fi": "avaa avatkaa käynnistä kaksoisnapsauta",
        "sv": "öppna starta dubbelklicka",
        "cs": "otevři otevřete otevřít spusť spusťte dvakrát-klikni dvojklik*",
        "ro": "deschide deschideți lansează lansați pornește porniți dublu-clic",
        "hu": "nyisd-meg nyissa-meg indítsd indítsa indítsd-el kattints-duplán dupla-kattintás",
        "el": "άνοιξε ανοίξτε ξεκίνησε εκκίνησε κάνε-διπλό-κλικ διπλό-κλικ",
        "da": "åbn åbne dobbeltklik*",
        "nb": "åpne",
        "he": "פתח תפתח לפתוח הפעל לחיצה-כפולה לחץ-פעמיים",
        "fa": "باز-کن باز-کنید دوبار-کلیک دابل-کلیک",
    },
    "COPY": {
        "de": "füge-ein",
        "uk": "копіюй копіюйте скопіювати копіювати буфер-обміну",
        "zh": "黏贴 黏貼 剪切板",
        "vi": "sao-chép dán dán-vào bộ-nhớ-tạm khay-nhớ-tạm",
        "id": "tempel tempelkan menempelkan menyalin papan-klip",
        "ar": "انسخ انسخه الصق الصقه الحافظة نسخ",
        "hi": "कॉपी कॉपी-करें पेस्ट पेस्ट-करें चिपकाएं चिपकाएँ क्लिपबोर्ड",
        "fi": "kopioikaa liittäkää leikepöytä*",
        "sv": "klistra urklipp",
        "cs": "kopíruj* schránk*",
        "ro": "lipiți",
        "hu": "másolja illessze-be vágólap*",
        "el": "αντιγράψτε επικολλήστε πρόχειρο",
        "da": "indsæt udklipsholder*",
        "nb": "lim-inn utklippstavle*",
        "he": "העתק תעתיק להעתיק הדבק תדביק להדביק לוח-הגזירים",
        "fa": "کپی کپی-کن کپی-کنید بچسبان بچسبانید الصاق کلیپبورد",
    },
    "RESULT": {
        "de": "was-es-ausgibt was-dort-steht angezeigt",
        "es": "lo-que-muestra lo-que-imprime lo-que-devuelve mostrado",
        "fr": "ce-qu'il-affiche ce-qu'il-dit ce-qui-s'affiche affiché",
        "pt": "exibido",
        "it": "ciò-che-dice quello-che-dice visualizzato",
        "nl": "uitkomst weergegeven",
        "uk": "вивід виведення вміст вмісту повідомлення каже виведено",
        "zh": "回显",
        "ja": "表示された",
        "vi": "kết-quả đầu-ra nội-dung thông-điệp tin-nhắn những-gì-nó-nói được-in-ra in-ra",
        "id": "hasil hasilnya keluaran isinya pesan teks-biasa dicetak ditampilkan",
        "ar": (
            "النتيجة نتيجة نتائج المخرجات مخرجات الإخراج المحتوى محتوى الرسالة رسالة النص "
            "يقول ما-يقوله النص-الصريح"
        ),
        "hi": "परिणाम नतीजा आउटपुट सामग्री संदेश मैसेज जो-कहता-है प्रिंट",
        "fi": "tulos tulokset tuloste tulostus sisältö viesti tuloksen mitä-se-sanoo",
        "sv": "utdata utskrift innehåll innehållet meddelande meddelandet vad-det-säger",
        "cs": (
            "výsledek výsledky výstup výstupu obsah zpráva zprávu prostý-text vypsáno vytištěno"
        ),
        "ro": "rezultat* conținut* afișat",
        "hu": "eredmény* kimenet* tartalom üzenet* kiírt amit-mond tartalma tartalmát",
        "el": ("αποτέλεσμα αποτελέσματα περιεχόμενο μήνυμα μηνύματα λέει απλό-κείμενο εμφανίζεται"),
        "da": "uddata indhold indholdet besked beskeden meddelelse klartekst",
        "nb": "innhold innholdet melding meldingen",
        "he": "התוצאה תוצאה תוצאות הפלט פלט התוכן תוכן ההודעה הודעה מה-שכתוב טקסט-גלוי",
        "fa": "نتیجه نتایج خروجی محتوا محتویات پیام متن متن-ساده",
    },
    "ELEVATE": {
        "de": (
            "admin-rechte* administratorrechte* adminrechte* root-rechte* virenschutz "
            "schutz-ausschalten erhöhte-rechte erhöhten-rechten"
        ),
        "es": "privilegios-elevados permisos-elevados protección-en-tiempo-real superusuario",
        "fr": (
            "privilèges-élevés droits-élevés protection-en-temps-réel désactive-la-protection "
            "désactivez-la-protection désactiver-la-protection super-utilisateur"
        ),
        "pt": (
            "privilégios-elevados permissões-elevadas proteção-em-tempo-real "
            "desative-a-proteção desativar-a-proteção superusuário"
        ),
        "it": (
            "privilegi-elevati permessi-elevati protezione-in-tempo-reale "
            "disattiva-la-protezione disabilita-la-protezione superutente"
        ),
        "nl": (
            "beheerder* verhoogde-rechten realtimebeveiliging beveiliging-uitschakelen "
            "schakel-de-beveiliging-uit virusscanner"
        ),
        "pl": (
            "podwyższone-uprawnienia ochrona-w-czasie-rzeczywistym wyłącz-ochronę "
            "wyłącz-antywirus antywirus*"
        ),
        "ru": (
            "повышенные-права повышенными-правами права-root антивирус* отключи-защиту "
            "отключите-защиту защиту-в-реальном-времени суперпользовател*"
        ),
        "uk": (
            "адміністратор* підвищені-права антивірус* вимкни-захист вимкніть-захист "
            "захист-у-реальному-часі"
        ),
        "tr": (
            "yönetici-olarak yönetici-hakları* yönetici-yetki* yükseltilmiş-yetki* antivirüs* "
            "korumayı-kapat* korumayı-devre-dışı gerçek-zamanlı-koruma virüs-koruması*"
        ),
        "zh": (
            "管理員 提权 提權 关闭杀毒 關閉防毒 杀毒软件 殺毒軟件 防病毒 关闭防护 關閉防護 "
            "实时保护 即時保護 超级用户 超級用戶"
        ),
        "ja": "ウイルス対策 アンチウイルス リアルタイム保護 保護を無効 昇格",
        "ko": "관리자-권한 관리자로 백신 안티바이러스 실시간-보호 보호-기능-끄 권한-상승",
        "vi": (
            "quyền-quản-trị quản-trị-viên tắt-diệt-virus phần-mềm-diệt-virus diệt-virus "
            "tắt-bảo-vệ bảo-vệ-thời-gian-thực nâng-quyền"
        ),
        "id": (
            "hak-admin sebagai-admin nonaktifkan-perlindungan perlindungan-real-time "
            "hak-akses-tinggi"
        ),
        "ar": (
            "كمسؤول صلاحيات-المسؤول بصلاحيات-المسؤول صلاحيات-المدير امتيازات-مرتفعة "
            "مضاد-الفيروسات مكافح-الفيروسات عطل-الحماية الحماية-في-الوقت-الحقيقي"
        ),
        "hi": "एडमिनिस्ट्रेटर प्रशासक व्यवस्थापक एंटीवायरस सुरक्षा-बंद रीयल-टाइम-सुरक्षा",
        "fi": (
            "järjestelmänvalvoja* pääkäyttäjä* virustorjunta* reaaliaikainen-suojaus "
            "poista-suojaus-käytöstä kohotetut-oikeudet"
        ),
        "sv": (
            "administratör* adminrättigheter förhöjda-rättigheter förhöjd-behörighet "
            "realtidsskydd stäng-av-skyddet inaktivera-skyddet"
        ),
        "cs": (
            "administrátor* jako-správce oprávnění-správce zvýšená-oprávnění antivir* "
            "ochrana-v-reálném-čase vypni-ochranu vypněte-ochranu"
        ),
        "ro": (
            "privilegii-ridicate protecția-în-timp-real dezactivează-protecția "
            "dezactivați-protecția"
        ),
        "hu": (
            "rendszergazda* emelt-jogosultság* vírusirtó* valós-idejű-védelem "
            "kapcsold-ki-a-védelmet kapcsolja-ki-a-védelmet"
        ),
        "el": (
            "διαχειριστής διαχειριστή ως-διαχειριστής αυξημένα-δικαιώματα "
            "προστασία-σε-πραγματικό-χρόνο απενεργοποίησε-την-προστασία "
            "απενεργοποιήστε-την-προστασία αντιιικό αντιικό"
        ),
        "da": (
            "forhøjede-rettigheder realtidsbeskyttelse slå-beskyttelsen-fra deaktiver-beskyttelsen"
        ),
        "nb": "forhøyede-rettigheter sanntidsbeskyttelse slå-av-beskyttelsen",
        "he": (
            "כמנהל הרשאות-מנהל מנהל-מערכת הרשאות-גבוהות אנטי-וירוס אנטיוירוס השבת-את-ההגנה "
            "הגנה-בזמן-אמת"
        ),
        "fa": (
            "مدیر-سیستم به-عنوان-مدیر دسترسی-مدیر دسترسی-ادمین آنتی-ویروس آنتیویروس "
            "غیرفعال-کردن-محافظت محافظت-بلادرنگ"
        ),
    },
    "INSPECT": {
        "uk": (
            "перевір перевірте перевіряй* перевірити переглянь перегляньте переглядай* вивчи "
            "вивчіть дослідж* огляньте"
        ),
        "vi": "kiểm-tra xem-xét rà-soát đọc-qua đọc-kỹ xem-qua thẩm-định",
        "id": (
            "periksa memeriksa tinjau meninjau cek mengecek baca membaca telaah inspeksi selidiki"
        ),
        "ar": "راجع افحص تفحص تحقق اقرأ اطلع-على دقق مراجعة فحص",
        "hi": "जांचें जाँचें जांच समीक्षा पढ़ें पढ़ो निरीक्षण जाँच-करें",
        "fi": "tarkista tarkistakaa tarkastele tutki tutkikaa lukekaa katselmoi* käy-läpi",
        "sv": "granska* kontrollera* läs läs-igenom inspektera* undersök*",
        "cs": "zkontroluj* prohlédni* prozkoumej* přečti* čti zkoumej* zreviduj",
        "ro": "revizui* citește citiți analizează parcurge",
        "hu": (
            "ellenőriz* nézd-át nézze-át vizsgáld-meg vizsgálja-meg olvasd-el olvassa-el "
            "tekintsd-át átnéz*"
        ),
        "el": "έλεγξε ελέγξτε εξέτασε εξετάστε διάβασε διαβάστε επιθεώρησε ανασκόπησε έλεγχος",
        "da": (
            "gennemgå gennemse kontrollér kontroller tjek undersøg læs læs-igennem inspicér efterse"
        ),
        "nb": "gjennomgå gå-gjennom sjekk undersøk les-gjennom inspiser",
        "he": "בדוק תבדוק לבדוק סקור תסקור לסקור קרא תקרא לקרוא עבור-על בחן תבחן",
        "fa": "بررسی-کن بررسی-کنید بررسی بازبینی چک-کن بخوان بخوانید مطالعه-کن وارسی",
    },
    "EXTRACT": {
        "nl": "pak-het-uit",
        "uk": "розпакуй розпакуйте розпакувати розархівуй* витягни витягніть розпакуван*",
        "tr": "arşivi-aç zipi-aç sıkıştırmayı-aç dosyaları-çıkar",
        "ko": "압축-풀 압축풀기 압축해제",
        "vi": "giải-nén trích-xuất",
        "id": "ekstrak ekstraklah mengekstrak buka-zip dekompresi",
        "ar": "فك-الضغط فك-ضغط استخرج استخراج فك-الأرشيف",
        "hi": "एक्सट्रैक्ट अनज़िप अनजिप डीकंप्रेस",
        "fi": "purkakaa pura-pakkaus pura-arkisto purkaa pakkauksen-purku",
        "sv": "packa-upp dekomprimera zippa-upp",
        "cs": "rozbal* dekomprimuj*",
        "ro": "dezarhiv* extrage extrageți decomprimă",
        "hu": "csomagold-ki csomagolja-ki kicsomagol* kibont* kitömörít*",
        "el": "αποσυμπίεσ* αποσυμπιέστε εξήγαγε εξάγετε",
        "da": "pak-ud udpak* dekomprimér dekomprimer ekstraher",
        "nb": "pakk-ut pakk-opp",
        "he": "חלץ תחלץ לחלץ פרוק לפרוק חילוץ",
        "fa": "استخراج-کن استخراج-کنید از-حالت-فشرده-خارج آنزیپ",
    },
    "TERMINAL": {
        "es": "ventana-de-comandos",
        "fr": "fenêtre-de-commande",
        "uk": "термінал* командний-рядок командному-рядку командного-рядка",
        "zh": "命令窗口 cmd窗口 命令提示字元",
        "ja": "シェル",
        "ko": "셸 쉘",
        "vi": "cửa-sổ-lệnh dòng-lệnh thiết-bị-đầu-cuối dấu-nhắc-lệnh",
        "id": "baris-perintah jendela-perintah",
        "ar": (
            "الطرفية طرفية سطر-الأوامر موجه-الأوامر نافذة-الأوامر وحدة-التحكم التيرمينال الترمينال"
        ),
        "hi": "टर्मिनल कमांड-लाइन कमांड-प्रॉम्प्ट कंसोल",
        "fi": "komentokehote",
        "sv": "kommandotolk* kommandofönster",
        "cs": "konzol*",
        "ro": "linia-de-comandă linie-de-comandă consolă",
        "hu": "terminál*",
        "el": "τερματικού γραμμή-εντολών κονσόλα παράθυρο-εντολών",
        "da": "kommandolinje* kommandoprompt*",
        "nb": "ledetekst",
        "he": "טרמינל מסוף שורת-הפקודה שורת-פקודה חלון-פקודה קונסול קונסולה",
        "fa": "ترمینال خط-فرمان پنجره-فرمان کنسول",
    },
}
