"""Standing orders, the agent's instructions, authority, precedence, overriding the person,
access given and privileges: the part of :mod:`~hermes_core.security.lexicon_fill` for
these kinds. Same syntax and the same languages; see that module."""

from __future__ import annotations

__all__ = ["AUTHORITY"]

AUTHORITY: dict[str, dict[str, str]] = {
    "FUTURE": {
        "de": "für-immer in-zukunft bei-jeder-sitzung in-jeder-sitzung ab-heute dauerregel",
        "es": (
            "de-ahora-en-adelante desde-ahora en-cada-sesión en-todas-las-sesiones "
            "próximas-sesiones a-futuro de-aquí-en-adelante"
        ),
        "fr": (
            "à-partir-d'aujourd'hui dans-chaque-session à-chaque-session sessions-à-venir "
            "prochaines-sessions"
        ),
        "pt": (
            "daqui-para-frente doravante em-todas-as-sessões em-cada-sessão próximas-sessões "
            "de-ora-em-diante"
        ),
        "it": (
            "in-ogni-sessione in-tutte-le-sessioni prossime-sessioni d'ora-innanzi "
            "da-adesso-in-poi da-oggi-in-poi"
        ),
        "nl": "in-elke-sessie elke-sessie bij-elke-sessie volgende-sessies voorgoed",
        "pl": (
            "w-każdej-sesji we-wszystkich-sesjach w-przyszłości od-tej-pory od-tej-chwili "
            "od-dziś przyszłości kolejnych-sesjach"
        ),
        "ru": (
            "с-сегодняшнего-дня с-этих-пор в-каждой-сессии во-всех-сессиях в-последующих "
            "в-дальнейшем постоянн* каждый-раз будущие"
        ),
        "uk": (
            "відтепер надалі з-цього-моменту завжди назавжди постійно у-майбутньому "
            "в-майбутньому майбутніх майбутні у-кожній-сесії в-кожній-сесії щоразу "
            "з-цього-часу"
        ),
        "tr": (
            "her-oturumda gelecek-oturumlarda bundan-itibaren şu-andan-itibaren "
            "bugünden-itibaren her-seferinde"
        ),
        "zh": (
            "此后 此後 往后 往後 总是 總是 一律 每次会话 每次對話 所有未来 所有未來 未来会话 "
            "未來會話 未来的会话 后续会话 後續會話 常驻 常駐"
        ),
        "ja": (
            "これから 次回以降 将来の 全てのセッション すべてのセッション 毎セッション 常時 永遠に"
        ),
        "ko": "이제부터 모든-세션 모든-대화 매-세션 상시 미래의 영속",
        "vi": (
            "từ-nay từ-bây-giờ từ-giờ-trở-đi từ-nay-về-sau luôn-luôn mãi-mãi vĩnh-viễn "
            "lâu-dài mọi-phiên mỗi-phiên các-phiên-sau trong-tương-lai sau-này về-sau"
        ),
        "id": (
            "mulai-sekarang mulai-saat-ini dari-sekarang seterusnya selamanya selalu permanen "
            "secara-permanen setiap-sesi semua-sesi sesi-berikutnya sesi-mendatang "
            "di-masa-depan ke-depannya untuk-seterusnya"
        ),
        "ar": (
            "من-الآن-فصاعدا فصاعدا دائما للأبد إلى-الأبد بشكل-دائم في-المستقبل "
            "الجلسات-القادمة الجلسات-المستقبلية كل-جلسة في-كل-جلسة مستقبلا"
        ),
        "hi": ("अब-से आज-से हमेशा सदा सदैव स्थायी-रूप-से स्थायी भविष्य-में हर-सत्र प्रत्येक-सत्र आगे-से आने-वाले-सत्रों"),
        "fi": (
            "tästä-lähtien tästedes aina ikuisesti pysyv* tulevissa-istunnoissa "
            "tulevaisuudessa kaikissa-istunnoissa"
        ),
        "sv": (
            "hädanefter från-och-med-nu från-nu alltid för-alltid i-framtiden framtida "
            "i-varje-session varje-session alla-framtida i-fortsättningen varaktigt"
        ),
        "cs": (
            "odteď od-nynějška od-teď vždy vždycky navždy natrvalo v-budoucnu budoucích "
            "v-každé-relaci každé-relaci všech-budoucích příště"
        ),
        "ro": (
            "de-acum de-acum-încolo întotdeauna mereu pentru-totdeauna în-viitor viitoare "
            "în-fiecare-sesiune toate-sesiunile sesiunile-viitoare de-acum-inainte"
        ),
        "hu": (
            "ezentúl mindig örökre tartósan a-jövőben jövőbeli minden-munkamenetben "
            "minden-alkalommal a-továbbiakban"
        ),
        "el": (
            "από-τώρα-και-στο-εξής από-εδώ-και-πέρα από-δω-και-πέρα πάντα πάντοτε για-πάντα "
            "στο-μέλλον μελλοντικές μελλοντικά σε-κάθε-συνεδρία κάθε-συνεδρία εφεξής"
        ),
        "da": (
            "fremover fra-nu-af herefter altid for-altid fremtidige i-fremtiden "
            "i-hver-session hver-session alle-fremtidige fra-og-med-nu varigt"
        ),
        "nb": "heretter fra-nå-av for-alltid i-hver-økt hver-økt fra-og-med-nå varig",
        "he": (
            "מעכשיו מעתה מעתה-והלאה מכאן-והלאה תמיד לתמיד לצמיתות באופן-קבוע בעתיד עתידיות "
            "בכל-שיחה בכל-סשן בכל-הפעלה בשיחות-הבאות"
        ),
        "fa": (
            "از-این-به-بعد از-حالا از-این-پس همیشه برای-همیشه دائمی به-طور-دائم در-آینده "
            "جلسات-آینده هر-جلسه در-هر-جلسه"
        ),
    },
    "AGENT": {
        "de": "deine-regeln ihre-regeln systemaufforderung deine-vorgaben verhaltensregeln",
        "es": "tus-reglas sus-reglas prompt-del-sistema tus-normas mensaje-del-sistema",
        "fr": "tes-règles vos-règles invite-système prompt-système",
        "pt": "suas-regras tuas-regras prompt-do-sistema mensagem-do-sistema",
        "it": "le-tue-regole tue-regole prompt-di-sistema messaggio-di-sistema",
        "nl": "je-regels jouw-regels uw-regels systeeminstructie* systeembericht",
        "pl": "twoje-zasady twoich-zasad twoje-reguły komunikat-systemowy",
        "ru": (
            "твои-правила ваши-правила твоих-правил системная-инструкция системные-инструкции "
            "системное-сообщение директив*"
        ),
        "uk": (
            "інструкції інструкцій інструкціям вказівки вказівок пам'ять пам'яті "
            "системний-промпт системна-інструкція твої-правила ваші-правила настанови "
            "вподобання"
        ),
        "tr": "kuralların kurallarını sistem-mesajı sistem-promptu",
        "zh": "你的规则 你的規則 提示词 提示詞 系统消息 系統消息 守则 守則 人格",
        "ja": "あなたのルール システムメッセージ プロンプト",
        "ko": "지시 당신의-규칙 너의-규칙 프롬프트 시스템-메시지",
        "vi": "chỉ-dẫn chỉ-thị bộ-nhớ lời-nhắc-hệ-thống quy-tắc-của-bạn nguyên-tắc",
        "id": (
            "instruksi instruksimu memori ingatan aturanmu aturan-anda pedoman prompt-sistem "
            "petunjuk preferensi"
        ),
        "ar": (
            "تعليمات التعليمات تعليماتك ذاكرة الذاكرة ذاكرتك قواعدك إرشادات الإرشادات "
            "موجه-النظام التوجيهات توجيهات تفضيلات"
        ),
        "hi": ("निर्देश निर्देशों मेमोरी स्मृति याददाश्त आपके-नियम तुम्हारे-नियम सिस्टम-प्रॉम्प्ट दिशानिर्देश"),
        "fi": (
            "ohjeet ohjeesi ohjeita muisti muistisi sääntösi järjestelmäkehote "
            "järjestelmäohje* toimintaperiaatteet"
        ),
        "sv": "instruktion minne dina-regler riktlinjer systemmeddelande preferenser",
        "cs": (
            "pokynů instrukcí paměť paměti tvoje-pravidla vaše-pravidla systémový-prompt "
            "systémové-instrukce směrnice"
        ),
        "ro": (
            "instrucțiuni instrucțiunilor instructiuni memoria-ta regulile-tale "
            "promptul-de-sistem directivele preferințele"
        ),
        "hu": "memória* emlékezet* szabályaid rendszerprompt* irányelv* preferenciá*",
        "el": (
            "οδηγιών τις-οδηγίες μνήμη μνήμης κανόνες-σου τους-κανόνες-σου "
            "προτροπή-συστήματος μήνυμα-συστήματος κατευθυντήριες προτιμήσεις"
        ),
        "da": "hukommelse dine-regler retningslinjer præferencer",
        "nb": "instruksjoner instruksjonene reglene-dine retningslinjene preferanser",
        "he": (
            "הוראות ההוראות ההנחיות הנחיות ההוראות-שלך זיכרון הזיכרון הזיכרון-שלך הכללים-שלך "
            "הנחיית-מערכת פרומפט-המערכת העדפות"
        ),
        "fa": "دستورالعمل دستورات حافظه قوانین-تو قوانین-شما پرامپت-سیستم رهنمودها ترجیحات",
    },
    "AUTHORITY": {
        "de": (
            "systemhinweis systemmeldung systemmitteilung systemrichtlinie "
            "administratoranweisung anweisung-des-administrators hinweis-des-administrators "
            "admin-hinweis vorherigen-anweisungen vorige-anweisungen bisherigen-anweisungen "
            "frühere-anweisungen übergehe setz-dich-hinweg setze-dich-hinweg "
            "unternehmensrichtlinie"
        ),
        "es": (
            "aviso-del-sistema instrucciones-anteriores instrucciones-previas desatiende "
            "desestima pasa-por-alto no-hagas-caso política-del-sistema "
            "aviso-del-administrador instrucción-del-administrador orden-del-administrador"
        ),
        "fr": (
            "avis-système message-système notification-système instructions-précédentes "
            "consignes-précédentes instructions-antérieures fais-fi ne-tiens-pas-compte "
            "ne-tenez-pas-compte avis-de-l'administrateur consigne-de-l'administrateur "
            "politique-système"
        ),
        "pt": (
            "aviso-do-sistema instruções-anteriores instruções-prévias não-leve-em-conta "
            "aviso-do-administrador instrução-do-administrador política-do-sistema"
        ),
        "it": (
            "avviso-di-sistema istruzioni-precedenti non-tenere-conto "
            "avviso-dell'amministratore istruzione-dell'amministratore politica-di-sistema"
        ),
        "nl": (
            "vergeet systeemmelding vorige-instructies eerdere-instructies "
            "voorgaande-instructies melding-van-de-beheerder instructie-van-de-beheerder "
            "systeembeleid"
        ),
        "pl": (
            "powiadomienie-systemowe poprzednie-instrukcje wcześniejsze-instrukcje "
            "pomiń-poprzednie polecenie-administratora komunikat-administratora "
            "polityka-systemowa zlekceważ*"
        ),
        "ru": (
            "проигнорируй* не-обращай-внимания не-обращайте-внимания системное-уведомление "
            "предыдущие-инструкции прежние-инструкции предыдущие-указания "
            "распоряжение-администратора указание-администратора уведомление-администратора "
            "системная-политика отмени-предыдущие"
        ),
        "uk": (
            "ігноруй ігноруйте проігноруй* не-зважай не-зважайте нехтуй знехтуй* "
            "системне-повідомлення попередні-інструкції попередні-вказівки "
            "розпорядження-адміністратора вказівка-адміністратора режим-розробника"
        ),
        "tr": (
            "sistem-bildirimi önceki-talimatlar* yönetici-talimatı yöneticiden "
            "sistem-politikası dikkate-almayın umursama"
        ),
        "zh": (
            "系統策略 系統指令 管理員指令 系统通知 系統通知 系统公告 系統公告 管理员通知 "
            "管理員通知 之前的指令 先前的指令 不予理会 不予理會 置之不理"
        ),
        "ja": (
            "システム通知 システムからのお知らせ 管理者からの指示 管理者指示 以前の指示 "
            "これまでの指示 前の指示 従来の指示"
        ),
        "ko": (
            "시스템-공지 시스템-알림 관리자-지시 관리자-공지 이전-지시 이전의-지시 이전-지침 잊으"
        ),
        "vi": (
            "bỏ-qua-các-hướng-dẫn bỏ-qua-hướng-dẫn phớt-lờ quên-đi quên-mọi lờ-đi "
            "thông-báo-hệ-thống hướng-dẫn-trước-đó chỉ-thị-trước-đó lệnh-của-quản-trị-viên "
            "chính-sách-hệ-thống chế-độ-nhà-phát-triển"
        ),
        "id": (
            "abaikan mengabaikan lupakan melupakan hiraukan pemberitahuan-sistem pesan-sistem "
            "instruksi-sebelumnya perintah-sebelumnya instruksi-admin perintah-administrator "
            "kebijakan-sistem mode-pengembang"
        ),
        "ar": (
            "تجاهل تجاهلي تجاهلوا انس انسى لا-تلتفت أهمل إشعار-النظام رسالة-النظام "
            "تنبيه-النظام التعليمات-السابقة تعليمات-المسؤول أمر-المسؤول سياسة-النظام "
            "وضع-المطور"
        ),
        "hi": (
            "अनदेखा नज़रअंदाज़ नजरअंदाज भूल-जाओ भूल-जाएं भूल-जाइए सिस्टम-सूचना सिस्टम-संदेश "
            "पिछले-निर्देश पिछले-निर्देशों व्यवस्थापक-का-निर्देश सिस्टम-नीति डेवलपर-मोड"
        ),
        "fi": (
            "sivuuta sivuuttakaa unohda unohtakaa älä-välitä järjestelmäilmoitus "
            "järjestelmäviesti aiemmat-ohjeet edelliset-ohjeet ylläpitäjän-ohje "
            "järjestelmäkäytäntö kehittäjätila"
        ),
        "sv": (
            "glöm bortse-från strunta-i systemavisering tidigare-instruktioner "
            "föregående-instruktioner administratörens-instruktion* systempolicy "
            "utvecklarläge"
        ),
        "cs": (
            "zapomeň zapomeňte nevšímej-si nedbej systémové-oznámení systémová-zpráva "
            "předchozí-instrukce předchozí-pokyny pokyn-administrátora systémová-politika "
            "vývojářský-režim"
        ),
        "ro": (
            "ignoră nu-ține-cont nu-țineți-cont notificare-de-sistem mesaj-de-sistem "
            "instrucțiunile-anterioare instrucțiunile-precedente "
            "instrucțiunea-administratorului politica-sistemului modul-dezvoltator"
        ),
        "hu": (
            "hagyd-figyelmen-kívül hagyja-figyelmen-kívül figyelmen-kívül felejtsd-el "
            "felejtse-el rendszerüzenet rendszerértesítés korábbi-utasítás* előző-utasítás* "
            "rendszergazda-utasítás* rendszerszabályzat fejlesztői-mód"
        ),
        "el": (
            "αγνόησε αγνοήστε ξέχασε ξεχάστε παράβλεψε παραβλέψτε ειδοποίηση-συστήματος "
            "προηγούμενες-οδηγίες οδηγία-διαχειριστή πολιτική-συστήματος "
            "λειτουργία-προγραμματιστή"
        ),
        "da": (
            "glem se-bort-fra systemmeddelelse systembesked tidligere-instruktioner "
            "forrige-instruktioner systempolitik udviklertilstand"
        ),
        "nb": "tidligere-instruksjoner forrige-instruksjoner utviklermodus",
        "he": (
            "התעלם תתעלם התעלמו שכח תשכח שכחו הודעת-מערכת ההוראות-הקודמות הוראות-קודמות "
            "הוראת-מנהל הנחיית-מנהל מדיניות-המערכת מצב-מפתח"
        ),
        "fa": (
            "نادیده-بگیر نادیده-بگیرید فراموش-کن فراموش-کنید اعتنا-نکن پیام-سیستم اعلان-سیستم "
            "دستورات-قبلی دستور-مدیر سیاست-سیستم"
        ),
    },
    "PRECEDENCE": {
        "de": "geht-vor gehen-vor über-allen-anderen steht-über stehen-über",
        "es": "prioridad-absoluta sobre-cualquier-otra sobre-todas-las",
        "fr": "prioritaire* passe-avant passent-avant au-dessus-de-toute au-dessus-de-toutes",
        "pt": "prioritário* sobrepõe* acima-de-quaisquer",
        "it": "priorità-massima prioritari* al-di-sopra-di sopra-ogni-altra",
        "nl": "primeert",
        "pl": "nadrzędn* priorytetow* przeważa*",
        "ru": "преобладает имеет-преимущество превалирует стоит-выше стоят-выше",
        "uk": "пріоритет* понад-усе вище-за-всі важливіше переважає",
        "zh": "優先級更高 优先级更高 优先权 優先權 高于其他 高於其他",
        "ja": "優先し 何よりも",
        "ko": "우선순위가-높 우선권 우선적으로 가장-우선",
        "vi": (
            "ưu-tiên-cao-nhất được-ưu-tiên ưu-tiên-hơn quan-trọng-hơn cao-hơn-mọi ghi-đè-mọi "
            "trên-hết"
        ),
        "id": (
            "prioritas-tertinggi lebih-diutamakan diutamakan mengesampingkan "
            "lebih-penting-dari lebih-penting-daripada di-atas-semua didahulukan "
            "prioritas-utama"
        ),
        "ar": (
            "الأولوية-القصوى أولوية-قصوى لها-الأولوية له-الأولوية تتقدم-على تعلو-على تسمو-على "
            "أهم-من فوق-كل الأسبقية أسبقية"
        ),
        "hi": "सर्वोच्च-प्राथमिकता उच्चतम-प्राथमिकता अधिक-महत्वपूर्ण सबसे-ऊपर वरीयता",
        "fi": "korkein-prioriteetti tärkeämpi-kuin menee-edelle",
        "sv": "företräde högsta-prioritet viktigare-än har-prioritet åsidosätter väger-tyngre",
        "cs": (
            "přednost nejvyšší-priorit* důležitější-než mají-prioritu má-prioritu nadřazen* "
            "převažuj*"
        ),
        "ro": (
            "are-prioritate prioritate-maximă prioritate-absolută prevalează primează "
            "mai-important-decât mai-importante-decât deasupra-oricăror are-întâietate "
            "întâietate"
        ),
        "hu": (
            "elsőbbség* legmagasabb-prioritás* fontosabb-mint mindenek-felett előnyt-élvez "
            "prioritást-élvez"
        ),
        "el": (
            "έχει-προτεραιότητα ύψιστη-προτεραιότητα απόλυτη-προτεραιότητα προηγείται "
            "προηγούνται πάνω-από-όλα σημαντικότερ*"
        ),
        "da": (
            "har-forrang forrang går-forud højeste-prioritet vigtigere-end tilsidesætter "
            "vejer-tungere"
        ),
        "nb": "går-foran høyeste-prioritet viktigere-enn overstyrer veier-tyngre",
        "he": (
            "עדיפות-עליונה קודמת-ל גוברת-על גוברות-על גובר-על עדיפות-על מעל-כל בעדיפות-גבוהה קדימות"
        ),
        "fa": "اولویت-بالاتر بالاترین-اولویت اولویت-دارد مقدم-است ارجحیت برتر-از بالاتر-از-همه",
    },
    "OVERRIDE": {
        "de": "selbst-falls auch-falls egal-ob gleichgültig-ob unabhängig-von entgegen",
        "es": (
            "incluso-cuando diga-lo-que-diga contrario-a en-contra-de sea-cual-sea haga-lo-que-haga"
        ),
        "fr": (
            "quelle-que-soit quels-que-soient quelles-que-soient contrairement-à "
            "à-l'encontre-de en-dépit-de quoi-qu'il-dise quoi-qu'en-dise quoi-qu'il-arrive"
        ),
        "pt": (
            "seja-qual-for contrariando ao-contrário-do-que diga-o-que-disser a-despeito-de "
            "custe-o-que-custar"
        ),
        "it": (
            "perfino-se pure-se anche-qualora qualsiasi-cosa-dica contrariamente-a "
            "a-dispetto-di malgrado comunque-vada"
        ),
        "nl": "ook-al zelfs-indien wat-de-gebruiker-ook in-strijd-met tegen-de-wens",
        "pl": "nawet-wtedy wbrew pomimo cokolwiek-powie cokolwiek-użytkownik",
        "ru": "вопреки невзирая что-бы-ни-говорил даже-при-том даже-в-случае",
        "uk": (
            "навіть-коли незалежно попри всупереч незважаючи-на що-б-не в-будь-якому-разі "
            "у-будь-якому-разі хай-там-що"
        ),
        "tr": (
            "dese-bile istese-bile söylese-bile aksine aksini-söylese hilafına her-halükarda "
            "ne-derse-desin"
        ),
        "zh": "纵使 縱使 不论 不論 违背 違背 不顾 不顧 不理会用户 不理會",
        "ja": "言っても 言われても 求めても 頼まれても 反して",
        "ko": "반하여",
        "vi": (
            "ngay-cả-khi kể-cả-khi dù-cho cho-dù bất-kể mặc-dù bất-chấp dù-người-dùng "
            "trái-với ngược-với-yêu-cầu"
        ),
        "id": (
            "walaupun sekalipun bahkan-jika bahkan-kalau terlepas-dari apa-pun-yang "
            "apapun-yang bertentangan-dengan tidak-peduli biarpun kendati"
        ),
        "ar": "حتى-لو حتى-إذا حتى-وإن بغض-النظر مهما رغم على-الرغم بالرغم خلافا عكس-ما",
        "hi": "भले-ही चाहे भले के-बावजूद बावजूद परवाह-किए-बिना कुछ-भी-कहे के-विपरीत",
        "fi": "vaikka silloinkin-kun jopa-jos riippumatta huolimatta sanoipa-käyttäjä vastoin",
        "sv": "även-om till-och-med-om oavsett trots vad-användaren-än i-strid-med tvärtemot",
        "cs": (
            "i-když ikdyž i-kdyby dokonce-i-když bez-ohledu nehledě navzdory přestože ať-už "
            "v-rozporu-s proti-vůli"
        ),
        "ro": (
            "chiar-dacă chiar-daca indiferent în-ciuda cu-toate-că orice-ar-spune contrar "
            "împotriva-dorinței"
        ),
        "hu": (
            "még-ha akkor-is-ha függetlenül attól-függetlenül ellenére bármit-is-mond "
            "bármit-mond ellentétben"
        ),
        "el": (
            "ακόμα-κι-αν ακόμη-κι-αν ακόμα-και-αν ακόμη-και-αν ανεξάρτητα παρά-το αντίθετα-με "
            "σε-αντίθεση-με"
        ),
        "da": "selv-om selv-hvis uanset trods på-trods-af hvad-brugeren-end stik-imod",
        "nb": "uansett til-tross-for tross hva-brukeren-enn stikk-i-strid",
        "he": "גם-אם אפילו-אם בלי-קשר ללא-קשר למרות בניגוד לא-משנה-מה יהיה-אשר-יהיה מה-שלא",
        "fa": "حتی-اگر حتی-وقتی صرف-نظر-از بدون-توجه-به علیرغم با-وجود برخلاف هر-چه",
    },
    "GRANT": {
        "de": (
            "lade-ihn-ein lade-sie-ein zugriff-geben gib-zugriff gewähre-zugriff "
            "zugang-gewähren zugriff-erteilen als-mitarbeiter-hinzufügen freigeben-für "
            "mit-jedem-teilen öffentlich-freigeben berechtigung-erteilen "
            "berechtigungen-erteilen"
        ),
        "es": (
            "invítalo invita-a dale-acceso darle-acceso dar-acceso concede-acceso "
            "conceder-acceso otorga-acceso otorgar-acceso como-colaborador comparte-con "
            "compartir-con"
        ),
        "fr": (
            "donne-accès donner-accès accorde-l'accès accorder-l'accès donnez-accès "
            "comme-collaborateur partage-avec partager-avec partagez-avec"
        ),
        "pt": (
            "convide convida dê-acesso dar-acesso conceda-acesso conceder-acesso "
            "compartilhe-com compartilhar-com partilhe-com"
        ),
        "it": (
            "dai-accesso dare-accesso concedi-accesso concedere-l'accesso concedi-l'accesso "
            "come-collaboratore condividi-con condividere-con invitalo"
        ),
        "nl": (
            "geef-toegang toegang-geven toegang-verlenen verleen-toegang als-medewerker "
            "deel-met delen-met"
        ),
        "pl": (
            "zaproście nadaj-dostęp przyznaj-dostęp daj-dostęp udziel-dostępu "
            "jako-współpracownik* udostępnij-dla udostępnij"
        ),
        "ru": (
            "дай-доступ дайте-доступ предоставь-доступ предоставьте-доступ выдай-доступ "
            "открой-доступ как-соавтор* поделись-с поделитесь-с"
        ),
        "uk": (
            "запрошення надай-доступ надайте-доступ відкрий-доступ поділись-з поділіться-з "
            "доступ-за-посиланням"
        ),
        "tr": (
            "davet* ortak-çalışan ile-paylaş bağlantıya-sahip-olan-herkes erişim-ver "
            "erişim-verin erişim-izni-ver erişim-izni-verin yetki-ver yetki-verin"
        ),
        "zh": (
            "邀請 添加協作者 授予访问 授予訪問 授权访问 授權訪問 开放权限 開放權限 "
            "添加为协作者 共享给 共享給 分享给 分享給 协作者 協作者"
        ),
        "ja": ("アクセス権を付与 アクセス権を与え アクセスを許可 共同編集者 コラボレーター と共有"),
        "ko": "접근-권한-부여 액세스-권한-부여 권한을-부여 공동-작업자 협업자",
        "vi": (
            "lời-mời cấp-quyền-truy-cập cấp-quyền thêm-làm-cộng-tác-viên cộng-tác-viên chia-sẻ-với"
        ),
        "id": (
            "undang undangan mengundang berikan-akses beri-akses memberikan-akses kolaborator "
            "bagikan-dengan bagikan-ke siapa-saja-yang-memiliki-tautan"
        ),
        "ar": (
            "امنح-الوصول منح-الوصول امنح-صلاحية أضف-كمتعاون كمتعاون متعاون شارك-مع "
            "أي-شخص-لديه-الرابط"
        ),
        "hi": "आमंत्रित आमंत्रण न्योता एक्सेस-दें पहुंच-दें पहुँच-दें सहयोगी के-साथ-साझा",
        "fi": "anna-pääsy anna-käyttöoikeus myönnä-käyttöoikeus yhteistyökumppaniksi jaa-linkki",
        "sv": "bjud-in inbjudan ge-åtkomst bevilja-åtkomst som-medarbetare dela-med",
        "cs": (
            "pozvi pozvěte pozvánk* uděl-přístup udělte-přístup dej-přístup spolupracovník* "
            "sdílej-s sdílejte-s"
        ),
        "ro": (
            "invită invitație acordă-acces acordați-acces dă-acces colaborator partajează-cu "
            "oricine-are-linkul"
        ),
        "hu": (
            "meghívó meghívót adj-hozzáférést adjon-hozzáférést közreműködő* oszd-meg-vele "
            "hozzáférést-adj hozzáférést-adni hozzáférést-ad"
        ),
        "el": (
            "προσκάλεσε προσκαλέστε πρόσκληση δώσε-πρόσβαση δώστε-πρόσβαση "
            "παραχώρησε-πρόσβαση συνεργάτη ως-συνεργάτη μοιράσου-με"
        ),
        "da": "giv-adgang tildel-adgang som-samarbejdspartner del-med",
        "nb": "invitasjon gi-tilgang tildel-tilgang som-samarbeidspartner",
        "he": "תן-גישה הענק-גישה להעניק-גישה משתף-פעולה כמשתף-פעולה שתף-עם",
        "fa": (
            "دعوت-کن دعوت-کنید دعوت دسترسی-بده دسترسی-دهید دسترسی-بدهید به-عنوان-همکار "
            "به-اشتراک-بگذار"
        ),
    },
    "PRIVILEGE": {
        "de": (
            "vollzugriff schreibzugriff besitzerrechte eigentümerrechte adminrechte "
            "verwalter* schreibrechte vollen-zugriff voller-zugriff"
        ),
        "es": (
            "acceso-total acceso-completo acceso-de-escritura permisos-de-escritura "
            "propietario rol-de-propietario control-total mantenedor*"
        ),
        "fr": (
            "accès-complet accès-total accès-en-écriture droits-d'écriture contrôle-total "
            "propriétaire mainteneur*"
        ),
        "pt": (
            "acesso-total acesso-completo acesso-de-escrita controle-total controlo-total "
            "proprietário"
        ),
        "it": (
            "accesso-completo accesso-totale accesso-in-scrittura controllo-completo "
            "controllo-totale manutentore"
        ),
        "nl": "beheerder* volledige-toegang schrijftoegang schrijfrechten eigenaar",
        "pl": "pełny-dostęp pełnego-dostępu dostęp-do-zapisu prawa-zapisu właściciel",
        "ru": (
            "полный-доступ права-на-запись доступ-на-запись владелец владельца "
            "суперпользовател* полные-права"
        ),
        "uk": "адміністратор* повний-доступ права-на-запис власник власника суперкористувач*",
        "tr": "yönetici yöneticisi tam-erişim yazma-erişimi yazma-izni tam-yetki",
        "zh": (
            "管理員 所有者 完全访问 完全訪問 完全控制 写入权限 寫入權限 读写权限 讀寫權限 "
            "维护者 維護者 拥有者 擁有者"
        ),
        "ja": "オーナー フルアクセス 書き込み権限 完全な権限 メンテナー",
        "ko": "소유자 전체-액세스 전체-권한 쓰기-권한 메인테이너",
        "vi": (
            "quản-trị-viên quyền-quản-trị toàn-quyền quyền-ghi chủ-sở-hữu quyền-truy-cập-đầy-đủ"
        ),
        "id": "pemilik akses-penuh akses-tulis hak-akses-penuh pengelola",
        "ar": "صلاحيات-كاملة وصول-كامل صلاحية-الكتابة المالك مشرف المشرف",
        "hi": "व्यवस्थापक प्रशासक एडमिन पूर्ण-पहुंच पूर्ण-पहुँच मालिक लिखने-की-अनुमति",
        "fi": (
            "ylläpitäjä* pääkäyttäjä* järjestelmänvalvoja* täydet-oikeudet kirjoitusoikeu* "
            "omistaja*"
        ),
        "sv": (
            "administratör* ägare fullständig-åtkomst full-åtkomst skrivbehörighet skrivrättighet*"
        ),
        "cs": "administrátor* vlastník plný-přístup úplný-přístup právo-zápisu práva-zápisu",
        "ro": "proprietar acces-complet acces-total acces-de-scriere drepturi-de-scriere",
        "hu": (
            "rendszergazda* adminisztrátor* tulajdonos teljes-hozzáférés* írási-hozzáférés* "
            "írási-jogot írási-jogosultság*"
        ),
        "el": (
            "διαχειριστής διαχειριστή ιδιοκτήτης ιδιοκτήτη πλήρη-πρόσβαση πλήρης-πρόσβαση "
            "δικαιώματα-εγγραφής"
        ),
        "da": "fuld-adgang skriveadgang ejeren",
        "nb": "full-tilgang skrivetilgang",
        "he": "מנהל-מערכת אדמין בעלים גישה-מלאה הרשאות-כתיבה הרשאת-כתיבה הרשאות-מלאות",
        "fa": "ادمین مالک دسترسی-کامل دسترسی-نوشتن مجوز-نوشتن مدیر-سیستم",
    },
}
