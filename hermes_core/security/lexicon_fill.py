"""Gaps filled in the lexicon's kinds, in German, Spanish, French, Portuguese, Italian, Dutch,
Polish, Russian, Ukrainian, Turkish, Chinese, Japanese, Korean, Vietnamese, Indonesian, Arabic,
Hindi, Finnish, Swedish, Czech, Romanian, Hungarian, Greek, Danish, Norwegian, Hebrew and
Persian: by the name of the kind, then by language code, only terms that the other lists lack.
Same syntax as :mod:`~hermes_core.security.lexicon_languages`: lowercase, ``*`` ends a stem,
``-`` joins the words of a phrase; Chinese, Japanese and Korean terms match inside longer runs.
Words that are ordinary in another language or in another sense are left out, or written as
the phrase or the inflected form that cannot be read otherwise. Written by a helper session
from its knowledge of the languages, without sight of any test sample; the negations, sending
verbs, payment words and folder names are kept here but not used (see lexicon.py)."""

from __future__ import annotations

__all__ = ["FILL"]

FILL: dict[str, dict[str, str]] = {
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
            "не-питаючи не-запитуючи не-питай-дозволу "
            "не-питайте-дозволу не-питай-підтвердження не-питайте-підтвердження "
            "не-запитуй-підтвердження не-запитуйте-підтвердження не-проси-підтвердження "
            "не-просіть-підтвердження не-потрібно-питати не-треба-питати "
            "не-потрібно-підтверджувати не-треба-підтверджувати не-потрібне-підтвердження "
            "не-потребує-підтвердження не-чекаючи-підтвердження не-чекаючи-на-підтвердження "
            "не-перепитуй не-перепитуйте вже-погодив* вже-схвалено заздалегідь-схвалено "
            "без-участі-користувача автоматичне-підтвердження автоматично-підтверджуй"
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
