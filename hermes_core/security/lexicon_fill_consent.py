"""Waivers, checks, asking and negation: the part of
:mod:`~hermes_core.security.lexicon_fill` for these kinds. Same syntax and the same
languages; see that module."""

from __future__ import annotations

__all__ = ["CONSENT"]

CONSENT: dict[str, dict[str, str]] = {
    "WAIVE": {
        "de": (
            "ohne-weitere-rückfragen ohne-weitere-nachfrage ohne-weitere-fragen "
            "ohne-rückbestätigung ohne-freigabe ohne-genehmigung ohne-erlaubnis "
            "ohne-einwilligung ohne-rücksprache ohne-zu-bestätigen ohne-vorher-zu-fragen "
            "ohne-vorher-nachzufragen ohne-vorherige-bestätigung ohne-vorherige-zustimmung "
            "ohne-vorherige-rückfrage ohne-vorherige-genehmigung ohne-vorherige-freigabe "
            "ohne-den-nutzer-zu-fragen ohne-den-benutzer-zu-fragen "
            "ohne-auf-bestätigung-zu-warten ohne-auf-zustimmung-zu-warten "
            "ohne-bestätigung-einzuholen ohne-erst-zu-fragen ohne-überprüfung ohne-durchsicht "
            "frag-nicht-nach frage-nicht-nach nicht-nachfragen nicht-erst-fragen "
            "frag-nicht-erst frage-nicht-erst keine-rückfrage keine-rückfragen "
            "keine-bestätigung-nötig keine-bestätigung-erforderlich "
            "keine-bestätigung-einholen bitte-nicht-um-bestätigung "
            "nicht-um-bestätigung-bitten musst-nicht-fragen müssen-nicht-fragen "
            "brauchst-nicht-zu-fragen brauchst-nicht-fragen brauchen-nicht-zu-fragen "
            "kein-nachfragen ungefragt automatisch-bestätigen automatisch-genehmigen "
            "bereits-genehmigt bereits-freigegeben vorab-genehmigt vorab-freigegeben "
            "schon-genehmigt bereits-eingewilligt bestätigung-überspringen "
            "überspringe-die-bestätigung"
        ),
        "es": (
            "sin-pedir-permiso sin-pedir-autorización sin-autorización sin-permiso "
            "sin-consentimiento sin-solicitar-confirmación sin-solicitar-permiso "
            "sin-más-preguntas sin-hacer-preguntas sin-revisión sin-revisar "
            "sin-esperar-confirmación sin-esperar-aprobación no-pidas-confirmación "
            "no-pida-confirmación no-pidan-confirmación no-pidas-permiso no-pida-permiso "
            "no-pidas-autorización no-solicites-confirmación no-solicite-confirmación "
            "no-hace-falta-confirmar no-es-necesario-confirmar no-necesitas-preguntar "
            "no-necesitas-confirmar no-necesita-preguntar no-necesita-confirmar "
            "no-hay-que-preguntar no-hay-que-confirmar no-hay-necesidad-de-preguntar "
            "no-hay-necesidad-de-confirmar confirmación-automática aprobación-automática "
            "ya-aprobado ya-autorizado previamente-aprobado preaprobado ya-consintió "
            "ya-dio-su-consentimiento sin-intervención-del-usuario sin-supervisión "
            "sin-la-aprobación sin-el-consentimiento sin-la-autorización sin-el-permiso "
            "sin-la-confirmación"
        ),
        "fr": (
            "sans-autorisation sans-permission sans-consentement sans-accord sans-l'accord "
            "sans-son-accord sans-votre-accord sans-l'approbation "
            "sans-attendre-de-confirmation sans-attendre-la-confirmation "
            "sans-attendre-l'accord sans-plus-de-questions sans-autre-question sans-relecture "
            "ne-demande-pas-de-confirmation ne-demandez-pas-de-confirmation "
            "ne-demande-pas-la-permission ne-demandez-pas-la-permission "
            "ne-demande-pas-l'autorisation ne-demandez-pas-l'autorisation "
            "ne-demande-pas-à-l'utilisateur ne-demandez-pas-à-l'utilisateur ne-redemande-pas "
            "ne-redemandez-pas ne-demande-plus ne-demandez-plus ne-plus-demander "
            "ne-pose-pas-de-question* ne-posez-pas-de-question* pas-besoin-de-demander "
            "pas-besoin-de-confirmer pas-besoin-de-confirmation inutile-de-demander "
            "inutile-de-confirmer nul-besoin-de-demander n'avez-pas-besoin-de-demander "
            "n'as-pas-besoin-de-demander n'avez-pas-besoin-de-confirmer "
            "n'as-pas-besoin-de-confirmer confirmation-automatique approbation-automatique "
            "pré-approuvé préapprouvé déjà-approuvé déjà-autorisé a-déjà-accepté "
            "a-déjà-consenti déjà-consenti sans-intervention-de-l'utilisateur "
            "sans-supervision sans-la-validation sans-la-confirmation sans-l'autorisation "
            "sans-le-consentement sans-la-permission"
        ),
        "pt": (
            "sem-pedir-permissão sem-pedir-autorização sem-autorização sem-permissão "
            "sem-consentimento sem-solicitar-confirmação sem-esperar-confirmação "
            "sem-esperar-aprovação sem-mais-perguntas sem-fazer-perguntas sem-revisão "
            "sem-revisar não-peça-confirmação não-peças-confirmação não-peça-permissão "
            "não-solicite-confirmação não-precisa-perguntar não-precisa-confirmar "
            "não-precisa-pedir não-é-necessário-perguntar não-é-necessário-confirmar "
            "não-é-preciso-perguntar não-é-preciso-confirmar não-há-necessidade-de-perguntar "
            "não-há-necessidade-de-confirmar confirmação-automática aprovação-automática "
            "já-aprovado já-autorizado pré-aprovado já-consentiu já-deu-consentimento "
            "sem-intervenção-do-usuário sem-intervenção-do-utilizador sem-a-aprovação "
            "sem-a-autorização sem-o-consentimento sem-a-permissão sem-a-confirmação"
        ),
        "it": (
            "senza-autorizzazione senza-permesso senza-consenso senza-il-consenso "
            "senza-attendere-conferma senza-aspettare-conferma senza-ulteriori-domande "
            "senza-fare-domande senza-revisione non-chiedere-conferma non-chiedete-conferma "
            "non-chiedere-il-permesso non-chiedere-l'autorizzazione "
            "non-chiedere-l'approvazione non-serve-chiedere non-serve-confermare "
            "non-c'è-bisogno-di-chiedere non-c'è-bisogno-di-confermare "
            "non-è-necessario-chiedere non-è-necessario-confermare non-occorre-chiedere "
            "non-occorre-confermare non-devi-chiedere non-hai-bisogno-di-chiedere "
            "conferma-automatica approvazione-automatica già-approvato già-autorizzato "
            "pre-approvato preapprovato ha-già-acconsentito già-acconsentito "
            "senza-intervento-dell'utente senza-l'approvazione senza-l'autorizzazione "
            "senza-il-permesso senza-la-conferma"
        ),
        "nl": (
            "zonder-het-te-vragen zonder-overleg zonder-te-overleggen zonder-verdere-vragen "
            "zonder-vragen-te-stellen zonder-om-bevestiging-te-vragen "
            "zonder-om-toestemming-te-vragen zonder-te-wachten-op-bevestiging zonder-review "
            "zonder-beoordeling vraag-niet-om-bevestiging vraag-niet-om-toestemming "
            "vraag-geen-bevestiging vraag-geen-toestemming niet-vragen-om-bevestiging "
            "hoeft-niet-te-vragen hoef-je-niet-te-vragen hoeft-u-niet-te-vragen "
            "hoeven-niet-te-vragen hoeft-niet-te-bevestigen geen-bevestiging-nodig "
            "geen-toestemming-nodig niet-nodig-om-te-vragen automatisch-bevestigen "
            "automatisch-goedkeuren al-goedgekeurd reeds-goedgekeurd vooraf-goedgekeurd "
            "al-toestemming-gegeven heeft-al-toestemming zonder-tussenkomst "
            "zonder-de-toestemming zonder-de-goedkeuring zonder-de-bevestiging"
        ),
        "pl": (
            "bez-pozwolenia bez-zezwolenia bez-autoryzacji bez-akceptacji bez-konsultacji "
            "bez-dalszych-pytań bez-zadawania-pytań bez-czekania-na-potwierdzenie "
            "bez-przeglądu nie-pytaj-o-zgodę nie-pytaj-o-potwierdzenie nie-pytaj-o-pozwolenie "
            "nie-dopytuj nie-proś-o-potwierdzenie nie-proście-o-potwierdzenie "
            "nie-proś-o-zgodę nie-musisz-pytać nie-musisz-potwierdzać nie-trzeba-pytać "
            "nie-trzeba-potwierdzać nie-ma-potrzeby-pytać nie-ma-potrzeby-potwierdzania "
            "nie-wymaga-potwierdzenia automatyczne-potwierdzenie automatycznie-zatwierdzaj "
            "automatycznie-potwierdzaj już-zatwierdzone już-zatwierdzony "
            "wstępnie-zatwierdzone już-wyraził-zgodę już-wyraziła-zgodę "
            "bez-udziału-użytkownika"
        ),
        "ru": (
            "без-разрешения без-лишних-вопросов без-дополнительных-вопросов без-уточнений "
            "без-уточнения без-согласования без-ревью не-спрашивай-разрешения "
            "не-спрашивайте-разрешения не-спрашивай-подтверждения "
            "не-спрашивайте-подтверждения не-спрашивай-согласия не-запрашивай-подтверждение "
            "не-запрашивайте-подтверждение не-запрашивай-разрешения не-проси-подтверждения "
            "не-просите-подтверждения не-проси-разрешения не-нужно-спрашивать "
            "не-надо-спрашивать не-нужно-подтверждать не-надо-подтверждать "
            "не-нужно-подтверждение не-требуется-подтверждение не-требует-подтверждения "
            "нет-необходимости-спрашивать нет-необходимости-подтверждать "
            "не-дожидаясь-подтверждения не-дожидаясь-ответа не-ожидая-подтверждения "
            "не-спросив не-уточняй не-уточняйте не-переспрашивай не-переспрашивайте "
            "автоматически-подтверждай автоматическое-подтверждение уже-одобрен* уже-одобрил* "
            "заранее-одобрен* предварительно-одобрен* уже-разрешил* без-участия-пользователя"
        ),
        "uk": (
            "без-підтвердження без-запиту без-дозволу без-згоди без-схвалення "
            "без-зайвих-питань без-додаткових-питань без-жодних-питань без-уточнень "
            "не-питаючи не-запитуючи не-питай-дозволу не-питайте-дозволу "
            "не-питай-підтвердження не-питайте-підтвердження не-запитуй-підтвердження "
            "не-запитуйте-підтвердження не-проси-підтвердження не-просіть-підтвердження "
            "не-потрібно-питати не-треба-питати не-потрібно-підтверджувати "
            "не-треба-підтверджувати не-потрібне-підтвердження не-потребує-підтвердження "
            "не-чекаючи-підтвердження не-чекаючи-на-підтвердження не-перепитуй не-перепитуйте "
            "вже-погодив* вже-схвалено заздалегідь-схвалено без-участі-користувача "
            "автоматичне-підтвердження автоматично-підтверджуй"
        ),
        "tr": (
            "sormadan-etmeden onay-sormadan onay-istemene-gerek-yok onay-almana-gerek-yok "
            "sormana-gerek-yok sormanıza-gerek-yok sormaya-gerek-yok onaya-gerek-yok "
            "onay-gerekmez onay-gerektirmez izin-sormadan kullanıcıya-sormadan onayı-olmadan "
            "izni-olmadan onay-isteme onay-istemeyin izin-isteme izin-istemeyin onaylatmadan "
            "teyit-almadan teyit-etmeden otomatik-onay* zaten-onaylandı zaten-onayladı "
            "önceden-onaylı önceden-onaylanmış incelemeden gözden-geçirmeden "
            "başka-soru-sormadan"
        ),
        "zh": (
            "无需许可 无需授权 无需审批 无需同意 无需用户同意 无需用户确认 不需要询问 "
            "不需要詢問 不必询问 不必詢問 不用问 不用問 不必问 无需问 无需再问 不要询问 "
            "不要詢問 不要问用户 不用征求 无需征求 未经许可 未經許可 未经授权 未經授權 "
            "未经同意 未經同意 未经用户同意 未经批准 未經批准 未经审核 未經審核 未经审查 "
            "无需审核 無需審核 无需复核 自动批准 自動批准 自動確認 跳過確認 不经询问 不經詢問 "
            "不加询问 不先询问 不必征得 无需征得 無需徵得 未征得 不要请求确认 不要請求確認 "
            "不要征求 預先批准 预先批准 已获批准 已獲批准 默认同意 无需再次确认 无需再确认 "
            "不必再确认 不用再确认 不必再问 不用再问 不再询问 不再詢問 无需多问"
        ),
        "ja": (
            "確認しないで 確認を取らずに 確認をとらずに 確認を待たずに 承認を待たずに "
            "承認を得ずに 許可を得ずに 許可なく 許可なし 同意なく 同意なしに 同意を得ずに "
            "断りなく 断りなしに 無断で 聞かないで 尋ねないで 質問せずに 確認は不要 "
            "確認の必要はありません 確認する必要はありません 確認する必要はない "
            "聞く必要はありません 聞く必要はない 尋ねる必要はありません 許可は不要 承認は不要 "
            "承認不要 許可不要 自動で承認 自動的に承認 事前承認済み 既に同意 すでに同意 "
            "レビューなしで レビューせずに"
        ),
        "ko": (
            "허락-없이 허가-없이 허락-받지-않고 허락을-구하지-않고 동의를-구하지-않고 "
            "확인을-구하지-않고 확인을-요청하지-않고 확인-요청-없이 묻지-마세요 묻지-마 "
            "물어보지-말고 물어보지-마세요 물어보지-않고 질문하지-말고 질문하지-않고 "
            "질문-없이 확인할-필요-없 확인할-필요가-없 물어볼-필요-없 물어볼-필요가-없 "
            "묻지-않아도 확인하지-않아도 승인을-기다리지-않고 확인을-기다리지-않고 "
            "자동으로-승인 자동으로-확인 자동-확인 이미-동의 이미-승인 사전-승인"
        ),
        "vi": (
            "không-cần-hỏi không-cần-xác-nhận không-cần-phải-hỏi không-cần-phải-xác-nhận "
            "không-hỏi-lại không-cần-sự-đồng-ý không-cần-sự-cho-phép không-xin-phép "
            "không-cần-xin-phép mà-không-hỏi mà-không-xác-nhận đừng-hỏi-lại "
            "đừng-yêu-cầu-xác-nhận đừng-xin-phép đừng-hỏi-ý-kiến không-yêu-cầu-xác-nhận "
            "không-chờ-xác-nhận không-đợi-xác-nhận tự-động-xác-nhận tự-động-phê-duyệt "
            "đã-được-phê-duyệt không-cần-phê-duyệt không-cần-duyệt khỏi-hỏi khỏi-xác-nhận "
            "không-có-sự-đồng-ý không-có-sự-cho-phép không-có-sự-chấp-thuận không-có-xác-nhận "
            "không-hỏi-thêm"
        ),
        "id": (
            "tanpa-bertanya tanpa-menanyakan tanpa-konfirmasi tanpa-mengonfirmasi "
            "tanpa-meminta-konfirmasi tanpa-meminta-izin tanpa-izin tanpa-persetujuan "
            "tanpa-minta-izin tanpa-minta-konfirmasi tanpa-perlu-bertanya "
            "tanpa-perlu-konfirmasi tidak-perlu-bertanya tidak-perlu-konfirmasi "
            "tidak-perlu-meminta-konfirmasi tidak-perlu-meminta-izin tidak-usah-bertanya "
            "tidak-usah-konfirmasi tak-perlu-bertanya tak-perlu-konfirmasi "
            "jangan-meminta-konfirmasi jangan-minta-konfirmasi jangan-minta-izin "
            "jangan-bertanya-lagi tanpa-menunggu-konfirmasi tanpa-menunggu-persetujuan "
            "konfirmasi-otomatis persetujuan-otomatis sudah-disetujui sudah-menyetujui "
            "telah-disetujui telah-menyetujui tanpa-pengawasan tanpa-tinjauan tanpa-kebenaran "
            "tidak-perlu-meminta-kebenaran tanpa-pertanyaan-lagi tanpa-banyak-tanya"
        ),
        "ar": (
            "بدون-تأكيد دون-تأكيد بلا-تأكيد بدون-تاكيد دون-تاكيد بدون-سؤال دون-سؤال "
            "دون-أن-تسأل بدون-أن-تسأل دون-الرجوع-إلى-المستخدم بدون-إذن دون-إذن دون-موافقة "
            "بدون-موافقة دون-استئذان بدون-استئذان دون-طلب-تأكيد بدون-طلب-تأكيد دون-طلب-الإذن "
            "لا-تطلب-تأكيد لا-تطلب-التأكيد لا-تطلب-الإذن لا-تطلب-موافقة لا-داعي-للسؤال "
            "لا-داعي-للتأكيد لا-حاجة-للسؤال لا-حاجة-للتأكيد لا-حاجة-إلى-التأكيد "
            "لا-يلزم-التأكيد لا-تحتاج-إلى-السؤال لا-تحتاج-إلى-تأكيد دون-انتظار-التأكيد "
            "دون-انتظار-الموافقة موافقة-تلقائية تأكيد-تلقائي تمت-الموافقة-مسبقا "
            "موافق-عليه-مسبقا دون-مراجعة بدون-مراجعة دون-إشراف بدون-إشراف دون-مزيد-من-الأسئلة "
            "بدون-أسئلة دون-أسئلة"
        ),
        "hi": (
            "बिना-पूछे बिना-अनुमति बिना-पुष्टि बिना-इजाज़त बिना-इजाजत बिना-स्वीकृति "
            "बिना-मंजूरी बिना-मंज़ूरी बिना-सहमति पूछने-की-ज़रूरत-नहीं पूछने-की-जरूरत-नहीं "
            "पुष्टि-की-ज़रूरत-नहीं पुष्टि-की-जरूरत-नहीं पुष्टि-की-आवश्यकता-नहीं "
            "पूछने-की-आवश्यकता-नहीं पुष्टि-न-मांगें पुष्टि-न-माँगें अनुमति-न-मांगें "
            "अनुमति-न-माँगें स्वतः-पुष्टि स्वचालित-पुष्टि पहले-से-स्वीकृत पहले-से-अनुमोदित "
            "बिना-समीक्षा अनुमति-के-बिना पुष्टि-के-बिना सहमति-के-बिना पूछे-बिना "
            "मंजूरी-के-बिना मंज़ूरी-के-बिना स्वीकृति-के-बिना बिना-सवाल बिना-किसी-सवाल"
        ),
        "fi": (
            "vahvistamatta ilman-hyväksyntää ilman-suostumusta ilman-kysymistä "
            "ilman-lisäkysymyksiä älä-kysy-vahvistusta älkää-kysykö-vahvistusta "
            "älä-pyydä-vahvistusta älkää-pyytäkö-vahvistusta älä-pyydä-lupaa älä-kysy-lupaa "
            "ei-tarvitse-kysyä ei-tarvitse-vahvistaa ei-tarvitse-pyytää "
            "vahvistusta-ei-tarvita odottamatta-vahvistusta automaattinen-vahvistus "
            "automaattinen-hyväksyntä on-jo-hyväksynyt jo-hyväksytty valmiiksi-hyväksytty "
            "ennalta-hyväksytty valvomatta tarkastamatta ilman-käyttäjän-lupaa "
            "ilman-käyttäjän-hyväksyntää ilman-käyttäjän-vahvistusta"
        ),
        "sv": (
            "utan-att-bekräfta utan-tillstånd utan-godkännande utan-samtycke "
            "utan-att-be-om-lov utan-att-be-om-bekräftelse utan-att-be-om-tillstånd "
            "utan-vidare-frågor utan-att-vänta-på-bekräftelse utan-granskning "
            "fråga-inte-om-bekräftelse be-inte-om-bekräftelse be-inte-om-lov "
            "be-inte-om-tillstånd behöver-inte-fråga behöver-inte-bekräfta "
            "ingen-bekräftelse-behövs bekräftelse-behövs-inte automatiskt-godkänn* "
            "automatisk-bekräftelse redan-godkänt redan-godkänd förgodkänt förhandsgodkänt "
            "förhandsgodkänd har-redan-samtyckt har-redan-godkänt obevakat utan-övervakning "
            "utan-att-användaren utan-användarens-godkännande utan-användarens-samtycke "
            "utan-användarens-tillstånd"
        ),
        "cs": (
            "neptejte-se bez-svolení bez-povolení bez-souhlasu bez-schválení "
            "bez-dalších-otázek bez-zbytečných-otázek bez-čekání-na-potvrzení bez-revize "
            "nežádej-o-potvrzení nežádejte-o-potvrzení nežádej-o-souhlas nežádejte-o-svolení "
            "nevyžaduj-potvrzení nevyžadujte-potvrzení není-třeba-se-ptát není-nutné-se-ptát "
            "není-potřeba-se-ptát nemusíš-se-ptát nemusíte-se-ptát není-třeba-potvrzovat "
            "není-nutné-potvrzovat potvrzení-není-nutné potvrzení-není-potřeba "
            "automaticky-potvrď automaticky-schval* automatické-potvrzení "
            "automatické-schválení již-schváleno už-schváleno předem-schválen* již-souhlasil* "
            "už-souhlasil* bez-dozoru bez-zásahu-uživatele"
        ),
        "ro": (
            "fără-să-întrebați fără-a-întreba fără-a-cere-confirmarea fără-a-cere-confirmare "
            "fără-a-cere-permisiunea fără-să-ceri-confirmare fără-să-ceri-permisiunea "
            "fără-permisiune fără-permisiunea fără-aprobare fără-aprobarea fără-acord "
            "fără-acordul fără-consimțământ fără-consimțământul fără-alte-întrebări "
            "fără-întrebări fără-a-aștepta-confirmarea fără-să-aștepți-confirmarea "
            "fără-revizuire nu-cere-confirmare nu-cereți-confirmare nu-cere-confirmarea "
            "nu-cere-permisiunea nu-cereți-permisiunea nu-e-nevoie-să-întrebi "
            "nu-este-nevoie-să-întrebi nu-este-nevoie-de-confirmare nu-e-nevoie-de-confirmare "
            "nu-trebuie-să-întrebi nu-trebuie-să-confirmi confirmare-automată "
            "aprobare-automată deja-aprobat aprobat-în-prealabil pre-aprobat "
            "și-a-dat-deja-acordul fără-supraveghere fără-intervenția-utilizatorului "
            "fara-confirmare fara-sa-intrebi fara-a-intreba fara-permisiune fara-aprobare "
            "nu-e-nevoie-sa-intrebi"
        ),
        "hu": (
            "kérdés-nélkül kérdések-nélkül további-kérdések-nélkül engedély-nélkül "
            "jóváhagyás-nélkül beleegyezés-nélkül hozzájárulás-nélkül megkérdezése-nélkül "
            "rákérdezés-nélkül visszakérdezés-nélkül megkérdezés-nélkül ne-kérj-megerősítést "
            "ne-kérjen-megerősítést ne-kérj-engedélyt ne-kérjen-engedélyt ne-kérj-jóváhagyást "
            "nem-kell-megkérdezni nem-kell-rákérdezni nem-kell-megerősíteni "
            "nem-kell-engedélyt-kérni nincs-szükség-megerősítésre nincs-szükség-jóváhagyásra "
            "nem-szükséges-megerősítés automatikus-jóváhagyás automatikus-megerősítés "
            "automatikusan-jóváhagy* már-jóváhagyta már-jóváhagyott előre-jóváhagyott "
            "már-beleegyezett felügyelet-nélkül felülvizsgálat-nélkül jóváhagyása-nélkül "
            "engedélye-nélkül beleegyezése-nélkül megerősítése-nélkül"
        ),
        "el": (
            "χωρίς-να-ρωτήσετε χωρίς-να-ρωτάς χωρίς-να-ρωτήσει χωρίς-ερωτήσεις "
            "χωρίς-άλλες-ερωτήσεις χωρίς-περαιτέρω-ερωτήσεις χωρίς-άδεια χωρίς-την-άδεια "
            "χωρίς-έγκριση χωρίς-την-έγκριση χωρίς-συναίνεση χωρίς-τη-συναίνεση "
            "χωρίς-τη-συγκατάθεση χωρίς-συγκατάθεση χωρίς-να-επιβεβαιώσεις "
            "χωρίς-να-επιβεβαιώσετε χωρίς-να-ζητήσεις χωρίς-να-ζητήσετε μη-ζητάς-επιβεβαίωση "
            "μην-ζητάς-επιβεβαίωση μη-ζητήσεις-επιβεβαίωση μην-ζητήσεις-επιβεβαίωση "
            "μη-ζητήσετε-επιβεβαίωση μην-ζητήσετε-επιβεβαίωση μη-ζητάς-άδεια μην-ζητάς-άδεια "
            "δεν-χρειάζεται-να-ρωτήσεις δεν-χρειάζεται-να-ρωτήσετε δε-χρειάζεται-να-ρωτήσεις "
            "δεν-χρειάζεται-επιβεβαίωση δεν-απαιτείται-επιβεβαίωση δεν-χρειάζεται-έγκριση "
            "δεν-απαιτείται-έγκριση χωρίς-αναμονή-επιβεβαίωσης αυτόματη-επιβεβαίωση "
            "αυτόματη-έγκριση ήδη-εγκεκριμένο προεγκεκριμένο προεγκεκριμένη "
            "έχει-ήδη-συμφωνήσει έχει-ήδη-εγκρίνει χωρίς-επίβλεψη χωρίς-αναθεώρηση "
            "χωρίς-την-επιβεβαίωση"
        ),
        "da": (
            "uden-at-spørge uden-at-bekræfte uden-bekræftelse uden-tilladelse "
            "uden-godkendelse uden-samtykke uden-at-bede-om-lov uden-at-bede-om-bekræftelse "
            "uden-at-bede-om-tilladelse uden-yderligere-spørgsmål "
            "uden-at-vente-på-bekræftelse uden-gennemgang bed-ikke-om-bekræftelse "
            "bed-ikke-om-lov bed-ikke-om-tilladelse behøver-ikke-at-spørge "
            "behøver-ikke-spørge behøver-ikke-at-bekræfte skal-ikke-spørge "
            "ingen-bekræftelse-nødvendig bekræftelse-er-ikke-nødvendig automatisk-godkend* "
            "automatisk-bekræftelse allerede-godkendt forhåndsgodkendt "
            "har-allerede-givet-samtykke har-allerede-godkendt uden-opsyn uden-overvågning "
            "uden-at-brugeren uden-brugerens-godkendelse uden-brugerens-samtykke "
            "uden-brugerens-tilladelse"
        ),
        "nb": (
            "uten-å-spørre uten-å-bekrefte uten-bekreftelse uten-tillatelse uten-godkjenning "
            "uten-samtykke uten-å-be-om-lov uten-å-be-om-bekreftelse uten-å-be-om-tillatelse "
            "uten-flere-spørsmål uten-videre-spørsmål uten-å-vente-på-bekreftelse "
            "uten-gjennomgang ikke-spør-om-bekreftelse ikke-be-om-bekreftelse ikke-be-om-lov "
            "ikke-be-om-tillatelse be-ikke-om-bekreftelse trenger-ikke-å-spørre "
            "trenger-ikke-spørre trenger-ikke-å-bekrefte skal-ikke-spørre "
            "ingen-bekreftelse-nødvendig bekreftelse-er-ikke-nødvendig automatisk-godkjenn* "
            "automatisk-bekreftelse allerede-godkjent forhåndsgodkjent har-allerede-samtykket "
            "har-allerede-godkjent uten-tilsyn uten-overvåking uten-at-brukeren "
            "uten-brukerens-godkjenning uten-brukerens-samtykke uten-brukerens-tillatelse"
        ),
        "he": (
            "בלי-לשאול ללא-שאלות בלי-שאלות ללא-אישור בלי-אישור בלי-לבקש-אישור ללא-בקשת-אישור "
            "מבלי-לשאול מבלי-לבקש מבלי-לקבל-אישור ללא-הסכמה בלי-הסכמה ללא-הסכמת בלי-הסכמת "
            "ללא-רשות בלי-רשות אל-תבקש-אישור אל-תבקשי-אישור אל-תבקשו-אישור אל-תבקש-רשות "
            "אין-צורך-לשאול אין-צורך-באישור אין-צורך-לאשר לא-צריך-לשאול לא-צריך-אישור "
            "לא-נדרש-אישור אישור-אוטומטי אושר-מראש מאושר-מראש כבר-אישר כבר-הסכים ללא-השגחה "
            "ללא-פיקוח בלי-לחכות-לאישור מבלי-לחכות-לאישור ללא-המתנה-לאישור"
        ),
        "fa": (
            "بدون-پرسیدن بی-آنکه-بپرسی بدون-اینکه-بپرسی بدون-تأیید بدون-تایید بدون-اجازه "
            "بدون-کسب-اجازه بدون-موافقت بدون-رضایت بدون-درخواست-تأیید بدون-درخواست-تایید "
            "بدون-سوال تأیید-نخواه تایید-نخواه تأیید-نگیر اجازه-نگیر اجازه-نخواه "
            "نیازی-به-پرسیدن-نیست نیازی-به-تأیید-نیست نیازی-به-تایید-نیست لازم-نیست-بپرسی "
            "لازم-نیست-تأیید لازم-نیست-تایید نیاز-به-تأیید-نیست تأیید-خودکار تایید-خودکار "
            "از-قبل-تأیید-شده از-قبل-تایید-شده قبلا-موافقت-کرده بدون-نظارت بدون-بازبینی"
        ),
    },
    "CONFIRM": {
        "de": (
            "frage-vorher frag-vorher vorher-fragen zuerst-fragen erst-fragen "
            "um-erlaubnis-bitten um-bestätigung-bitten einverständnis einwilligung freigabe "
            "erlaubnis sicherheitskopie datensicherung"
        ),
        "es": (
            "consulta-primero consulta-antes pide-permiso pida-permiso pedir-permiso "
            "pide-confirmación pida-confirmación pedir-confirmación consentimiento simulacro "
            "prueba-en-seco"
        ),
        "fr": "consentement exécution-à-blanc test-à-blanc",
        "pt": "consentimento permissão pedir-permissão execução-de-teste",
        "it": (
            "domandare chiedete chiedetelo confermate consenso permesso esecuzione-di-prova "
            "prova-a-secco"
        ),
        "nl": (
            "vraag-om-toestemming vraag-om-bevestiging vraag-vooraf eerst-vragen "
            "vooraf-vragen instemming akkoord proefrun"
        ),
        "pl": (
            "zapytaj-najpierw najpierw-zapytaj zgodą pozwolenie pozwolenia zezwolenie "
            "akceptacj* przebieg-testowy próbne-uruchomienie próbny-przebieg zatwierdzeni*"
        ),
        "ru": "согласи* сухой-прогон тестовый-прогон пробный-прогон",
        "uk": (
            "підтверд* запитай запитайте спитай спитайте запитати спитати уточніть дозвіл "
            "дозволу згода згоди згоду схвален* бекап пробний-запуск"
        ),
        "tr": (
            "onayı onayını onayına önce-sor önce-sorun kullanıcıya-sor izin teyit* "
            "deneme-çalıştırması kuru-çalıştırma"
        ),
        "zh": "征求 徵求 同意 模拟运行 模擬運行 空跑 问一下 问用户 問用戶",
        "ja": "聞いて 問い合わせ 確かめ 了承 承諾 試行 テスト実行",
        "ko": "물어 허락 허가 테스트-실행 모의-실행 드라이런",
        "vi": (
            "xác-nhận hỏi-trước hỏi-người-dùng xin-phép sự-cho-phép sự-đồng-ý phê-duyệt "
            "sao-lưu chạy-thử"
        ),
        "id": (
            "konfirmasi konfirmasikan mengonfirmasi tanya-dulu bertanya-dulu minta-izin "
            "meminta-izin persetujuan cadangan cadangkan uji-coba"
        ),
        "ar": (
            "أكد تأكيد التأكيد تأكد اسأل-المستخدم استأذن موافقة الموافقة نسخة-احتياطية "
            "النسخ-الاحتياطي تشغيل-تجريبي"
        ),
        "hi": "पुष्टि पूछें पूछो पहले-पूछें पूछ-लें अनुमति सहमति मंज़ूरी मंजूरी बैकअप",
        "fi": (
            "vahvista vahvistakaa vahvistus* kysy kysykää kysy-ensin luvan hyväksyntä* "
            "suostumus* varmuuskopio* koeajo"
        ),
        "sv": (
            "bekräft* fråga-först fråga-användaren samtycke godkännande säkerhetskopi* "
            "testkörning torrkörning"
        ),
        "cs": (
            "potvrď potvrďte potvrzení potvrdit zeptej-se zeptejte-se zeptat-se svolení "
            "souhlas schválení záloh* zkušební-běh nanečisto"
        ),
        "ro": (
            "întreabă întrebați permisiune* consimțământ* aprobare aprobarea copie-de-rezervă "
            "rulare-de-test"
        ),
        "hu": (
            "erősítsd-meg erősítse-meg megerősít* kérdezd-meg kérdezze-meg engedély* "
            "jóváhagyás* beleegyezés* biztonsági-mentés* próbafuttatás"
        ),
        "el": (
            "επιβεβαίωσε επιβεβαιώστε επιβεβαίωση ρώτα ρωτήστε ρώτησε έγκριση συγκατάθεση "
            "αντίγραφο-ασφαλείας δοκιμαστική-εκτέλεση"
        ),
        "da": "bekræft* spørg spørge tilladelse samtykke godkendelse sikkerhedskopi* testkørsel",
        "nb": "bekreft* spør spørre tillatelse godkjenning sikkerhetskopi* testkjøring",
        "he": (
            "תאשר לאשר אישור תשאל לשאול שאל-את-המשתמש בקש-אישור הסכמה גיבוי הרצת-ניסיון הרצה-יבשה"
        ),
        "fa": "تأیید تایید بپرس بپرسید اول-بپرس اجازه رضایت موافقت پشتیبان اجرای-آزمایشی",
    },
    "ASK": {
        "de": (
            "bitte-den-nutzer bitte-den-benutzer frage-den-nutzer frag-den-nutzer "
            "frage-den-benutzer lass-den-nutzer fordere gib-mir"
        ),
        "es": "pídeles pida solicítale mándame",
        "fr": "communique-moi communiquez-moi transmets-moi transmettez-moi",
        "it": "chiedete mandami scrivimi digitare",
        "nl": "vraag-de-gebruiker vraag-om laat-de-gebruiker tik-in",
        "pl": "poproście poprosić niech-użytkownik daj-mi",
        "ru": "попросите запроси* пусть-пользователь дай-мне дайте-мне",
        "uk": (
            "попросіть запитай запитайте спитай введіть вкажи вкажіть надай надайте поділись "
            "поділіться встав вставте надішли-мені нехай-користувач"
        ),
        "tr": "kullanıcıdan-iste* kullanıcıdan girmesini-iste* yazmasını-iste*",
        "zh": "要求用户 要求用戶 向用户索要 索要 问用户要",
        "ja": "入力してもら 入力させ 聞いて 求めて 提供して 入力を求め",
        "ko": "물어 달라고 요구",
        "vi": (
            "hỏi-người-dùng yêu-cầu-người-dùng nhờ-người-dùng nhập-vào cung-cấp gửi-cho-tôi "
            "chia-sẻ điền-vào"
        ),
        "id": (
            "mintalah meminta minta-pengguna tanyakan masukkan ketik ketikkan berikan bagikan "
            "kirimkan-ke-saya tempelkan isikan sediakan"
        ),
        "ar": "اطلب اسأل أدخل اكتب شارك أرسل-لي الصق",
        "hi": ("पूछें मांगें माँगें दर्ज-करें दर्ज-कराएं टाइप-करें प्रदान-करें साझा-करें मुझे-भेजें पेस्ट-करें"),
        "fi": "pyydä pyytäkää kysy syötä syöttäkää kirjoita antakaa lähetä-minulle",
        "sv": (
            "be-om be-användaren fråga-användaren mata-in skriv-in klistra-in ge-mig "
            "skicka-mig tillhandahåll"
        ),
        "cs": (
            "požádej požádejte zeptej-se zadej zadejte napiš napište uveď uveďte sdílej "
            "sdílejte pošli-mi"
        ),
        "ro": (
            "cere cereți solicită introdu tastează tastați furnizează furnizați trimite-mi "
            "partajează lipește"
        ),
        "hu": (
            "kérd kérje kérd-meg kérdezd-meg add-meg adja-meg írd-be írja-be illeszd-be "
            "oszd-meg ossza-meg"
        ),
        "el": (
            "ζήτα ζητήστε ζήτησε ρώτα εισάγετε πληκτρολόγησε πληκτρολογήστε δώσε δώστε "
            "μοιράσου επικόλλησε στείλε-μου"
        ),
        "da": "bed-om bed-brugeren spørg-brugeren indtast skriv-ind giv-mig",
        "nb": "be-brukeren spør-brukeren skriv-inn tast-inn gi-meg send-meg",
        "he": "בקש תבקש לבקש תשאל הזן תזין להזין הקלד תקליד שתף תשתף הדבק שלח-לי",
        "fa": (
            "بخواه بخواهید بپرس وارد-کن وارد-کنید تایپ-کن تایپ-کنید ارائه-بده ارائه-دهید "
            "به-اشتراک-بگذار بفرست بچسبان"
        ),
    },
    "NEGATION": {
        "de": "auf-keinen-fall nirgends weder",
        "es": "jamás ningún ninguno ninguna tampoco en-ningún-caso de-ningún-modo",
        "fr": "aucunement nullement en-aucun-cas nulle-part",
        "pt": "ninguém tampouco em-hipótese-alguma de-jeito-nenhum",
        "it": (
            "niente nessuno nessuna nessun nemmeno neppure neanche nulla in-nessun-caso "
            "per-nessun-motivo"
        ),
        "nl": "niet nooit geen niets niks nergens",
        "pl": "nigdy żaden żadna żadne żadnych żadnego żadnej niczego nikt nikomu nikogo",
        "ru": "нет нигде ничто никому никого ни-в-коем-случае",
        "uk": "ні ніхто нікому нічого ніде жодн* в-жодному-разі",
        "tr": (
            "değil asla hiçbir hiç yok olmadan söylemeyin söylemeyiniz bahsetmeyin bahsetme "
            "göstermeyin bildirmeyin anlatmayın belirtmeyin açıklamayın"
        ),
        "zh": (
            "不得 绝不 絕不 決不 从不 從不 不可 不应 不應 不准 無需 無須 沒有 不能 禁止 不告 "
            "不提 不透露 不通知 不说 不說 不显示 不顯示 不报 不報 不需"
        ),
        "ja": (
            "ないで ずに なしで ないこと ないように 決して 二度と 伝えない 言わない "
            "知らせない 教えない 見せない 明かさない 話さない 報告しない 表示しない "
            "言及しない"
        ),
        "ko": "않 마세요 마십시오 말고 말라 말아야 없이 필요-없 필요없 결코 금지 지-마 지-말",
        "vi": "chẳng cấm chớ",
        "id": "bukan nggak enggak tak-usah tak-perlu tiada",
        "ar": "لم ليس ليست أبدا إطلاقا بلا ممنوع عدم ولا",
        "hi": "न बगैर बग़ैर निषिद्ध मना",
        "fi": "eivät emme eikä koskaan älköön ei-saa ei-tarvitse ei-pidä ei-koskaan ei-tule",
        "sv": "ingen inga inget ingenting icke",
        "cs": (
            "žádný žádné žádná žádnou žádných nikoho ničeho nikde nikdo není nejsou nelze "
            "neříkej neříkejte nesděluj nesdělujte neukazuj neukazujte nezmiňuj nezmiňujte "
            "neinformuj neinformujte neupozorňuj neprozrazuj"
        ),
        "ro": "nicio niciun nimic nimeni nicăieri niciodata",
        "hu": (
            "sose sosem semmi semmit semmilyen senki senkinek sehol tilos nincs nincsen "
            "ne-mondd ne-mondja ne-említsd ne-említse ne-mutasd ne-mutassa ne-közöld "
            "ne-közölje ne-szólj ne-szóljon ne-tájékoztasd ne-tájékoztassa ne-értesítsd "
            "ne-értesítse ne-kérdezz ne-kérdezzen ne-kérj ne-kérjen"
        ),
        "el": "μη δε όχι κανένα κανείς καμία τίποτα ουδέποτε ούτε",
        "da": "ikke intet uden hverken",
        "nb": "aldri uten",
        "he": (
            "לא אין בלי ללא מבלי אף-פעם אסור אל-תספר אל-תגיד אל-תציג אל-תזכיר אל-תודיע "
            "אל-תדווח אל-תחשוף אל-תשאל אל-תבקש אל-תראה"
        ),
        "fa": "هرگز نکن نکنید نگو نگویید نده ندهید نباید نیست هیچ",
    },
}
