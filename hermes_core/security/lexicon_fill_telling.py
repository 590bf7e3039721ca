"""Telling, the person and what they read, concealment, deceit and private data: the part
of :mod:`~hermes_core.security.lexicon_fill` for these kinds. Same syntax and the same
languages; see that module."""

from __future__ import annotations

__all__ = ["TELLING"]

TELLING: dict[str, dict[str, str]] = {
    "TELL": {
        "de": (
            "weise-darauf-hin weisen-sie-darauf-hin darauf-hinweisen offenbaren offenbare "
            "preisgeb* gib-preis verrät"
        ),
        "es": (
            "cuéntales cuéntele muéstrales muéstrele muestre muestren enséñale divulg* "
            "hazle-saber hágale-saber házselo-saber dar-a-conocer hacer-saber señala señale "
            "señalar"
        ),
        "fr": (
            "raconte racontez raconter indiqu* affich* faire-savoir fais-savoir faites-savoir "
            "rapporte rapportez rapporter évoque évoquez évoquer"
        ),
        "pt": "exiba exibir exibe exibam aponte contar-ao dê-a-conhecer",
        "it": (
            "riferire riferite accenna accennare fai-sapere fate-sapere far-sapere "
            "faccia-sapere dillo dirlo digli ditegli visualizza visualizzare visualizzate"
        ),
        "nl": (
            "zeggen laat-de-gebruiker-weten laat-hem-weten laat-haar-weten laat-ze-weten "
            "laat-zien weergeven geef-weer toont noem noemen rapporteer* onthul* wijs-erop "
            "benoem*"
        ),
        "pl": (
            "raportuj* zaraportuj* objaśnij* daj-znać dajcie-znać dać-znać pokazuj* pokazać "
            "wspomnieć wspominać wspomnian* poinformowa* zgłosić zgłoście mówić opowiedz*"
        ),
        "ru": (
            "сказать раскрой* раскрыва* раскрыть поясни* извести* оповест* оповещ* докладыва* "
            "отобрази* отображ* дай-знать дайте-знать доведи-до-сведения"
        ),
        "uk": (
            "сказати говоріть казати кажи розкажи розкажіть розповідай розповідайте "
            "розповісти інформуй інформуйте інформувати сповісти сповістіть сповіщ* попереди "
            "попередьте попереджай* пояснювати пояснюй розкрий розкрийте розкривай* розкрити "
            "згадати згадай згадайте доповідай* доповісти звітуй* відобрази* відображ* "
            "дай-знати дайте-знати"
        ),
        "tr": (
            "açıkla* belirt* raporla* ifşa uyarın uyarmak değinme değinin değinmeyin değinmek "
            "bilgilendir* dile-getir* bahsedil* haber-ver haber-verin haber-verme "
            "haber-vermeyin haber-vermek ifşa-et ifşa-edin ifşa-etme ifşa-etmeyin söz-etme "
            "söz-etmeyin söz-edin"
        ),
        "zh": (
            "說明 解釋 顯示 匯報 披露 揭示 展示 说出 說出 通報 通报 知会 知會 转告 轉告 泄露 "
            "洩露 呈现 呈現 回报 回報 提起 说起 說起 讲述 講述 让用户知道 讓用戶知道 "
            "让用户看到 讓用戶看到"
        ),
        "ja": (
            "話さ 話して 話す 説明 表示 示さ 示し 示す 明かし 明かす 開示 見せ 告げ 述べ "
            "漏らさ 漏らす 打ち明け"
        ),
        "ko": (
            "말하 말해 말씀 알려 보여주 보여줘 보여드 설명하 설명해 표시하 공개하 밝히 누설 통보"
        ),
        "vi": (
            "nói-với nói-cho kể-cho kể-với báo-cho báo-cáo đề-cập nhắc-tới tiết-lộ giải-thích "
            "hiển-thị cho-xem cho-thấy cảnh-báo cho-người-dùng-biết cho-họ-biết "
            "để-người-dùng-biết"
        ),
        "id": (
            "beritahukan memberitahukan diberitahu kabari mengabari kabarkan menyebutkan "
            "jelaskan menjelaskan ungkapkan mengungkapkan tunjukkan menunjukkan perlihatkan "
            "memperlihatkan melaporkan dilaporkan menginformasikan diinformasikan singgung "
            "menyinggung disinggung peringatkan memperingatkan katakan mengatakan ceritakan "
            "menceritakan infokan menampilkan ditampilkan maklumkan memaklumkan dimaklumkan"
        ),
        "ar": (
            "أخبر* تخبر* أبلغ* تبلغ إبلاغ أوضح* اشرح* تشرح اعرض* اكشف* تكشف أفصح الإفصاح تفصح "
            "نبه تنبيه إشعار يذكر إخبار تبليغ أشر-إلى"
        ),
        "hi": (
            "बताएँ बताइए बताइये बतायें बताया बताए बताने कहें कहो कहिए कहना सूचित ज़िक्र जिक्र "
            "उल्लेख दिखाओ दिखाइए दिखाना दिखाएँ प्रदर्शित समझाएं समझाएँ समझाइए समझाओ खुलासा "
            "प्रकट रिपोर्ट-करें चेतावनी"
        ),
        "fi": (
            "kertoa kerrotaan ilmoittakaa ilmoittaa ilmoitetaan mainit* selitä selittäkää "
            "selittää paljasta paljastakaa paljastaa raportoi* varoita varoittakaa tiedota "
            "tiedottakaa tiedottaa"
        ),
        "sv": (
            "berätt* säg säga säger nämna nämns nämner nämnas meddelar meddelas visar "
            "förklara* avslöja* rapportera* varna varnar varnade upplys* låt-användaren-veta "
            "låt-dem-veta påpeka*"
        ),
        "cs": (
            "říct říkej říkejte sdělit sdělovat sděluj* ukázat ukazuj* zobrazit zobrazuj* "
            "zmínit zmiňuj* zmíněn* upozorni upozorněte upozornit upozorňuj* vysvětli "
            "vysvětlete vysvětlit prozraď prozraďte prozradit odhal* nahlaš nahlaste oznam* "
            "dej-vědět dejte-vědět neříkej neříkejte nesděluj nesdělujte neukazuj neukazujte "
            "nezmiňuj nezmiňujte neinformuj neinformujte neupozorňuj neprozrazuj"
        ),
        "ro": (
            "spui mentiona* anunță anunțați anunța anunta* notifică explică dezvălu* afișează "
            "afișați afișa raportează raportați avertiz* semnalează semnalați comunică"
        ),
        "hu": (
            "mondjátok mondani közöld közölje közölni említ* tájékoztassa tájékoztassátok "
            "tájékoztatni értesít* mutassátok mutatni megmutat* magyarázd-el magyarázza-el "
            "elmagyaráz* fedd-fel fedje-fel felfed* jelentsd jelentse jelentsd-le "
            "figyelmeztet* szólj szóljon szólni"
        ),
        "el": (
            "πει να-πεις να-πείτε πεις λέγε αναφέρ* αναφερθεί αναφερθούν "
            "ενημερώστε-τον-χρήστη ενημέρωσε-τον-χρήστη δείξτε δείξεις δείχνε εμφάνισε "
            "εμφανίστε εξήγησε εξηγήστε αποκάλυψε αποκαλύψτε αποκαλύψεις γνωστοποίησε "
            "γνωστοποιήστε προειδοποίησε προειδοποιήστε ειδοποίησε ειδοποιήστε ειδοποιήσεις"
        ),
        "da": (
            "fortæl fortælle fortæller fortælles sige nævn nævne nævnes nævner meddel meddele "
            "meddeles forklar forklare forklares afslør* rapportér advar advare advarer "
            "oplys* gør-opmærksom lad-brugeren-vide lad-dem-vide"
        ),
        "nb": (
            "fortell fortelle forteller fortelles nevn nevne nevnes nevner opplys* avslør* "
            "gjør-oppmerksom la-brukeren-få-vite la-dem-få-vite gi-beskjed si-fra si-ifra"
        ),
        "he": (
            "תגיד תגידי תגידו לומר להגיד ספר-למשתמש תספר תספרי תספרו לספר הודע-למשתמש תודיע "
            "תודיעי תודיעו להודיע ציין תציין לציין תזכיר להזכיר הזכר הצג תציג להציג הראה "
            "תסביר להסביר חשוף תחשוף לחשוף דווח תדווח לדווח תזהיר להזהיר ליידע יידע תיידע "
            "יוזכר יצוין"
        ),
        "fa": (
            "بگو بگویید نگو نگویید اطلاع-بده اطلاع-دهید اطلاع-نده اطلاع-ندهید مطلع-کن "
            "مطلع-کنید خبر-بده خبر-دهید خبر-نده ذکر-کن ذکر-کنید ذکر-نکن ذکر-نکنید اشاره-کن "
            "اشاره-کنید اشاره-نکن اشاره-نکنید نشان-بده نشان-دهید نشان-نده نشان-ندهید "
            "توضیح-بده توضیح-دهید فاش-کن فاش-نکن فاش-نکنید گزارش-بده گزارش-دهید گزارش-نده "
            "گزارش-ندهید گزارش-کن هشدار-بده ذکر-شود اشاره-شود"
        ),
    },
    "USER": {
        "de": (
            "eigentümer* kundin kundinnen endnutzer* endbenutzer* endanwender* "
            "abschlussbericht änderungsübersicht änderungszusammenfassung endgültige-antwort "
            "abschließende-antwort finale-antwort"
        ),
        "es": "propietaria* dueña* respuesta-final respuesta-definitiva",
        "fr": (
            "l'utilisateur* l'utilisatrice* l'humain compte-rendu récapitulatif rapport-final "
            "le-rapport du-rapport ce-rapport réponse-finale"
        ),
        "pt": "pessoa relatório relatórios relatório-final resposta-final proprietária*",
        "it": (
            "l'utente all'utente dell'utente dall'utente utenti resoconto riassunto "
            "risposta-finale titolare"
        ),
        "nl": "persoon het-rapport eindrapport verslag eindantwoord definitieve-antwoord",
        "pl": (
            "osoba osoby osobie osobę raport raportu raporcie ostateczna-odpowiedź "
            "końcowa-odpowiedź"
        ),
        "ru": (
            "отчёт* отчет* сводк* резюме итоговый-ответ окончательный-ответ финальный-ответ "
            "заказчик* хозяин хозяина хозяину"
        ),
        "uk": (
            "власник* людин* звіт* підсумок підсумку підсумки остаточна-відповідь "
            "фінальна-відповідь замовник*"
        ),
        "tr": (
            "kişi kişiye kişinin sahibi rapor raporu raporda rapora raporun nihai-yanıt "
            "son-yanıt nihai-cevap"
        ),
        "zh": "总结 總結 小结 变更摘要 最终回答 最终答复 最終回答 汇总 彙總",
        "ja": (
            "持ち主 報告書 サマリー サマリ レポート 最終的な回答 変更概要 変更の概要 顧客 依頼者"
        ),
        "ko": "보고서 요약본 최종-답변 최종-응답 최종-보고 사람 주인 리포트 레포트",
        "vi": (
            "người-sử-dụng chủ-sở-hữu bản-tóm-tắt tóm-tắt bản-báo-cáo câu-trả-lời-cuối-cùng "
            "khách-hàng con-người"
        ),
        "id": (
            "penggunanya pemakai pemilik pemiliknya manusia ringkasan laporan jawaban-akhir "
            "pelanggan"
        ),
        "ar": (
            "المستخدمين مستخدمين للمستخدمين والمستخدم بالمستخدم المالك للمالك الإنسان الشخص "
            "للشخص الملخص ملخص التقرير تقرير الإجابة-النهائية الرد-النهائي"
        ),
        "hi": (
            "यूज़र यूजर उपयोगकर्ताओं प्रयोक्ता मालिक व्यक्ति इंसान मनुष्य सारांश रिपोर्ट "
            "अंतिम-उत्तर अंतिम-जवाब ग्राहक"
        ),
        "fi": (
            "omistaja* ihminen ihmiselle ihmisen henkilö* yhteenveto* raportti* raportissa "
            "lopullinen-vastaus asiakas*"
        ),
        "sv": (
            "ägare* människa* människor personen sammanfattning* rapporten slutrapport "
            "slutgiltiga-svaret slutliga-svaret"
        ),
        "cs": (
            "vlastník* člověk* osobě osobu shrnutí zpráva zprávě zprávu závěrečná-odpověď "
            "konečná-odpověď zákazník*"
        ),
        "ro": (
            "omul persoana persoanei rezumat* raportul raportului răspunsul-final proprietar "
            "proprietarul proprietarului"
        ),
        "hu": "tulajdonos* személy* összefoglal* végső-válasz ügyfél*",
        "el": "χρήστ* ιδιοκτήτη* άνθρωπο* σύνοψη περίληψη τελική-απάντηση πελάτη* κάτοχο*",
        "da": (
            "brugeren brugerens brugere brugerne ejeren ejerens mennesk* opsummering* "
            "sammenfatning* det-endelige-svar"
        ),
        "nb": (
            "brukeren brukerens brukere brukerne eierens oppsummering* sammendrag* endelige-svaret"
        ),
        "he": (
            "המשתמש למשתמש שהמשתמש והמשתמש מהמשתמש המשתמשים למשתמשים הבעלים לבעלים האדם לאדם "
            "הסיכום בסיכום סיכום הדוח בדוח התשובה-הסופית הלקוח"
        ),
        "fa": "کاربر کاربران مالک شخص انسان خلاصه گزارش پاسخ-نهایی جواب-نهایی مشتری",
    },
    "STEALTH": {
        "de": (
            "klammheimlich verdeckt ohne-es-zu-erwähnen ohne-zu-erwähnen "
            "ohne-den-nutzer-zu-informieren ohne-zu-informieren ohne-benachrichtigung "
            "ohne-hinweis ohne-wissen-des ohne-sein-wissen ohne-ihr-wissen "
            "ohne-dass-es-jemand-merkt hinter-dem-rücken im-stillen still-und-leise"
        ),
        "es": (
            "sin-que-se-note sin-que-nadie-se-entere sin-que-se-entere sin-que-lo-note "
            "sin-que-lo-sepa a-espaldas-de sin-mencionarlo sin-decírselo sin-decirle "
            "sin-avisarle sin-notificarle sin-informarle ocultamente encubiertamente"
        ),
        "fr": (
            "sans-qu'il-s'en-aperçoive sans-qu'on-le-remarque à-son-insu à-leur-insu "
            "à-votre-insu en-catimini en-toute-discrétion sans-le-signaler sans-le-mentionner "
            "sans-le-lui-dire sans-lui-dire sans-en-parler sans-notifier sans-bruit "
            "subrepticement dans-son-dos"
        ),
        "pt": (
            "sem-que-perceba sem-que-ninguém-perceba sem-ser-notado sem-ser-percebido "
            "às-ocultas sem-contar sem-falar sem-relatar sem-alertar em-sigilo na-surdina "
            "pelas-costas"
        ),
        "it": (
            "senza-dirlo senza-dirglielo senza-segnalare senza-avvertire senza-farsi-notare "
            "senza-che-se-ne-accorga senza-che-nessuno-se-ne-accorga all'insaputa alle-spalle "
            "in-sordina inosservato inosservata nascostamente"
        ),
        "nl": (
            "geruisloos in-het-geheim in-het-geniep achter-de-rug zonder-het-te-zeggen "
            "zonder-te-waarschuwen zonder-te-informeren zonder-melding "
            "zonder-dat-de-gebruiker zonder-medeweten onopgemerkt"
        ),
        "pl": (
            "cichaczem bez-słowa bez-mówienia bez-wspominania bez-ostrzeżenia "
            "by-nikt-nie-zauważył niezauważenie niezauważony w-ukryciu za-plecami "
            "bez-powiadomienia skrycie"
        ),
        "ru": (
            "втихую исподтишка украдкой не-говоря ничего-не-говоря не-сообщая не-уведомляя "
            "не-предупреждая не-упоминая без-предупреждения за-спиной тихонько "
            "без-лишнего-шума"
        ),
        "uk": (
            "потихеньку потай таємно крадькома приховано мовчки нишком без-відома не-кажучи "
            "нічого-не-кажучи не-повідомляючи не-попереджаючи не-згадуючи без-попередження "
            "без-повідомлення безшумно за-спиною"
        ),
        "tr": (
            "sessiz-sedasız gizli-gizli kimseye-söylemeden fark-edilmeden bildirmeden "
            "bahsetmeden uyarmadan el-altından sinsice usulca"
        ),
        "zh": (
            "悄无声息 悄無聲息 神不知鬼不觉 神不知鬼不覺 暗自 瞒着 瞞著 背着 背著 隐秘 隱秘 "
            "隐蔽地 隱蔽地 不动声色 不動聲色 无声无息 無聲無息 不留痕迹 不留痕跡"
        ),
        "ja": (
            "気付かれ バレないように ばれないように 知られずに 知られない 人知れず 秘かに "
            "隠れて 静かに 内密に"
        ),
        "ko": (
            "은밀하게 조용하게 슬그머니 티-안-나게 눈치채지-못하게 모르게 알리지-않고 말하지-않고"
        ),
        "vi": (
            "lén-lút một-cách-bí-mật không-báo không-thông-báo mà-không-nói mà-không-báo "
            "không-để-người-dùng-biết không-để-ai-biết thầm-lặng kín-đáo"
        ),
        "id": (
            "secara-rahasia sembunyi-sembunyi tanpa-sepengetahuan tanpa-memberitahu "
            "tanpa-memberi-tahu tanpa-mengabari tanpa-menyebutkan tanpa-melaporkan "
            "tanpa-terdeteksi tanpa-disadari tanpa-ketahuan tanpa-suara secara-senyap "
            "tanpa-pemberitahuan"
        ),
        "ar": (
            "خلسة بشكل-سري بشكل-خفي خفية دون-علم بدون-علم دون-إخبار بدون-إخبار دون-إعلام "
            "دون-إشعار بدون-إشعار دون-أن-يلاحظ دون-أن-يعلم في-الخفاء من-وراء-ظهر دون-ذكر "
            "دون-الإشارة"
        ),
        "hi": (
            "चुपके-से चुपके गुप्त-रूप-से छिपकर बिना-बताए बिना-बताये बिना-सूचित-किए "
            "बिना-जानकारी गुपचुप बताए-बिना बताये-बिना सूचित-किए-बिना"
        ),
        "fi": (
            "vaivihkaa salassa hiljaa äänettömästi kertomatta ilmoittamatta mainitsematta "
            "varoittamatta tietämättä huomaamattomasti piilossa"
        ),
        "sv": (
            "i-smyg i-hemlighet tyst utan-att-säga utan-att-berätta utan-att-meddela "
            "utan-att-informera utan-att-nämna utan-att-varna utan-användarens-vetskap "
            "utan-vetskap bakom-ryggen ljudlöst omärkbart hemligt"
        ),
        "cs": (
            "tajně potají nepozorovaně bez-vědomí bez-upozornění bez-oznámení bez-povšimnutí "
            "za-zády mlčky tiše"
        ),
        "ro": (
            "în-secret pe-furiș fără-să-spui fără-a-spune fără-să-anunți fără-a-anunța "
            "fără-să-informezi fără-a-informa fără-să-menționezi fără-a-menționa fără-să-știe "
            "neobservat în-liniște silențios pe-tăcute în-taină fara-sa-spui"
        ),
        "hu": (
            "csendben csendesen halkan titkon suttyomban feltűnés-nélkül szó-nélkül "
            "szólás-nélkül tudta-nélkül tudtán-kívül értesítés-nélkül említés-nélkül "
            "háta-mögött észrevétlen"
        ),
        "el": (
            "μυστικά στα-κρυφά σιωπηρά χωρίς-να-πεις χωρίς-να-πείτε χωρίς-να-ενημερώσεις "
            "χωρίς-να-ενημερώσετε χωρίς-να-αναφέρεις χωρίς-να-το-αναφέρεις χωρίς-ειδοποίηση "
            "εν-αγνοία απαρατήρητα διακριτικά πίσω-από-την-πλάτη"
        ),
        "da": (
            "i-smug i-al-hemmelighed i-hemmelighed lydløst ubemærket uden-at-sige "
            "uden-at-fortælle uden-at-informere uden-at-nævne uden-at-advare "
            "uden-brugerens-vidende uden-at-nogen-opdager hemmeligt bag-om-ryggen"
        ),
        "nb": (
            "i-all-hemmelighet i-hemmelighet ubemerket uten-å-si uten-å-fortelle "
            "uten-å-informere uten-å-nevne uten-å-varsle uten-brukerens-viten i-det-stille "
            "bak-ryggen"
        ),
        "he": (
            "בשקט בסתר בחשאי בסוד בלי-לספר בלי-להגיד מבלי-לספר מבלי-להגיד מבלי-להודיע "
            "בלי-להודיע בלי-לדווח מבלי-לציין בלי-ידיעת ללא-ידיעת מאחורי-הגב בלי-שירגישו "
            "מבלי-שהמשתמש בלי-שהמשתמש"
        ),
        "fa": (
            "مخفیانه پنهانی در-خفا بدون-اطلاع بدون-اینکه-بگویی بدون-گفتن بی-سروصدا یواشکی "
            "بدون-ذکر بدون-اعلام بدون-هشدار"
        ),
    },
    "DECEIVE": {
        "de": (
            "lüg-den lüg-die erfinde vortäusch* gaukle-vor irreführ* führe-in-die-irre verheimlich*"
        ),
        "es": "finge aparenta haz-como-si haga-como-si induce-a-error inventa-una invéntate",
        "fr": (
            "invente-une inventez-une fais-croire faites-croire trompe trompez dissimule dissimulez"
        ),
        "pt": "invente-um invente-uma iluda ludibrie faça-parecer",
        "it": "inventati fai-credere fate-credere fingete mentite",
        "nl": "lieg verzin verzinnen misleiden bedriegen doe-net-alsof verzwijg*",
        "pl": "kłam kłamać zmyśl* wmów* udawać oszukać",
        "ru": "врать лгать выдумай* делай-вид утаи*",
        "uk": (
            "збреши збрешіть бреши брешіть обманюй* ошукай* прикинься вдавай вдай удавай "
            "вигадай* введи-в-оману заперечуй*"
        ),
        "tr": "uydur uydurun numara-yap aldat aldatın",
        "zh": "骗 捏造 虚构 虛構 伪装 偽裝 装作 裝作 冒充",
        "ja": "ウソ 嘘 偽装 装って 見せかけ ごまかし 欺い",
        "ko": "꾸며내 지어내 기만 오도하 위장",
        "vi": "nói-dối lừa-dối giả-vờ giả-bộ bịa-ra bịa-đặt đánh-lừa che-giấu phủ-nhận",
        "id": (
            "berbohong bohongi membohongi tipu menipu tipulah berpura-pura pura-pura "
            "mengarang menyesatkan sesatkan sangkal menyangkal kelabui mengelabui"
        ),
        "ar": "اكذب تكذب كذب اخدع خداع تظاهر تتظاهر اختلق ضلل تضليل أنكر",
        "hi": "झूठ झूठ-बोलें धोखा बहाना दिखावा गुमराह मनगढ़ंत इनकार-करें",
        "fi": (
            "valehtele valehtelkaa valehdella huijaa huijatkaa teeskentele teeskennelkää "
            "harhauta johda-harhaan kiistä"
        ),
        "sv": "ljug ljuga lura låtsas hitta-på vilseled* förneka bedra",
        "cs": (
            "lži lžete zalži lhát oklam* předstírej* vymysli vymyslete uveď-v-omyl zapři zapírej"
        ),
        "ro": (
            "minți mințiți păcălește păcăliți înșală înșelați prefă-te prefaceți-vă "
            "inventează inventați induce-în-eroare neagă negați"
        ),
        "hu": (
            "hazudj hazudjon hazudni tégy-úgy-mintha tegyen-úgy-mintha tegyél-úgy csapd-be "
            "vezesd-félre vezesse-félre találj-ki tagadd-le tagadja-le"
        ),
        "el": (
            "πες-ψέματα πείτε-ψέματα ψέματα ξεγέλασε εξαπάτησε προσποιήσου προσποιηθείτε "
            "κάνε-πως κάνε-ότι επινόησε παραπλάνησε αρνήσου"
        ),
        "da": "lyv lyve snyd lad-som-om lade-som-om find-på vildled* benægt",
        "nb": "lyge late-som lat-som lat-som-om dikt-opp villed* benekt",
        "he": (
            "שקר תשקר לשקר תרמה לרמות העמד-פנים תעמיד-פנים להעמיד-פנים המצא תמציא הטעה להטעות "
            "הכחש תכחיש להכחיש"
        ),
        "fa": "دروغ دروغ-بگو فریب فریب-بده وانمود-کن وانمود-کنید جعل-کن گمراه-کن انکار-کن",
    },
    "PRIVATE": {
        "de": (
            "alles-was-du-gesehen dateien-des-nutzers dateien-des-benutzers nutzerdateien "
            "benutzerdateien chatprotokoll*"
        ),
        "es": ("archivos-del-usuario todo-lo-que-has-visto historial-de-conversación conversacion"),
        "fr": (
            "fichiers-de-l'utilisateur tout-ce-que-tu-as-vu tout-ce-que-vous-avez-vu "
            "échanges-précédents"
        ),
        "pt": "arquivos-do-usuário ficheiros-do-utilizador tudo-o-que-você-viu",
        "it": "file-dell'utente tutto-ciò-che-hai-visto",
        "nl": "bestanden-van-de-gebruiker alles-wat-je-hebt-gezien",
        "pl": "pliki-użytkownika wszystko-co-widziałeś",
        "ru": "файлы-пользователя всё-что-ты-видел все-что-ты-видел беседу беседы",
        "uk": (
            "розмов* листування історія-чату історію-чату історії-чату попередні-повідомлення "
            "файли-користувача буфер-обміну системний-промпт"
        ),
        "tr": "kullanıcının-dosyaları* gördüğün-her-şey gördüğün-her-şeyi",
        "zh": (
            "用户的文件 用戶的文件 用户文件 你看到的一切 历史消息 歷史消息 聊天内容 聊天內容 "
            "会话内容 會話內容"
        ),
        "ja": "ユーザーのファイル",
        "ko": "사용자-파일 사용자의-파일",
        "vi": (
            "cuộc-trò-chuyện lịch-sử-trò-chuyện lịch-sử-chat đoạn-chat tin-nhắn-trước "
            "tệp-của-người-dùng bộ-nhớ-tạm"
        ),
        "id": (
            "percakapan riwayat-obrolan riwayat-chat obrolan pesan-sebelumnya file-pengguna "
            "berkas-pengguna papan-klip transkrip"
        ),
        "ar": (
            "المحادثة محادثة سجل-المحادثة سجل-الدردشة الدردشة الرسائل-السابقة ملفات-المستخدم "
            "الحافظة سجل-المتصفح"
        ),
        "hi": ("बातचीत वार्तालाप चैट-इतिहास चैट-हिस्ट्री पिछले-संदेश उपयोगकर्ता-की-फ़ाइलें क्लिपबोर्ड"),
        "fi": "keskustelu* chat-historia aiemmat-viestit käyttäjän-tiedostot leikepöytä*",
        "sv": "chatthistorik* samtalshistorik tidigare-meddelanden användarens-filer urklipp",
        "cs": (
            "konverzac* rozhovor* historie-chatu historii-chatu předchozí-zprávy "
            "soubory-uživatele schránk*"
        ),
        "ro": (
            "conversația conversatia istoricul-conversației istoricul-chatului "
            "mesajele-anterioare fișierele-utilizatorului"
        ),
        "hu": (
            "beszélgetés* csevegés* chat-előzmény* korábbi-üzenet* felhasználó-fájljai vágólap*"
        ),
        "el": (
            "συνομιλία συνομιλίας συζήτηση ιστορικό-συνομιλίας προηγούμενα-μηνύματα "
            "αρχεία-του-χρήστη πρόχειρο"
        ),
        "da": "samtale* chathistorik* tidligere-beskeder brugerens-filer udklipsholder*",
        "nb": (
            "chattehistorikk* chathistorikk* tidligere-meldinger brukerens-filer utklippstavle*"
        ),
        "he": (
            "השיחה שיחה היסטוריית-הצ'אט היסטוריית-השיחה הודעות-קודמות ההודעות-הקודמות "
            "קבצי-המשתמש לוח-הגזירים"
        ),
        "fa": "گفتگو مکالمه تاریخچه-گفتگو تاریخچه-چت پیامهای-قبلی فایلهای-کاربر کلیپبورد",
    },
}
