"""More languages for the lexicon's kinds: the words of
:mod:`~hermes_core.security.lexicon` in German, Spanish, French, Portuguese, Italian,
Dutch, Polish, Russian, Turkish, Chinese, Japanese and Korean, each language on a new
line in that order (an empty line: nothing more for that language; a language's further
lines are indented). Same syntax: lowercase, ``*`` ends a stem, ``-`` joins the words of
a phrase; Chinese, Japanese and Korean terms match inside longer runs. Words that are
ordinary in another sense (Spanish *del*, Dutch *map*) are left out: a false alarm on an
honest skill costs more than a miss of one phrasing. Negations, writing verbs and
secrets' names are not extended here: on the labelled sets their new words cost more
false alarms (Spanish *clave* is a keyword as often as a key) than they found."""

from __future__ import annotations

__all__ = ["MORE"]

# By the name of the lexicon's kind ("SECRET" and "PRIVATE" extend those word lists).
MORE: dict[str, str] = {
    "ACT": """
    folgen-sie gehorch* halte-dich-an halten-sie-sich-an führen-sie
    sigan seguid obedec* obedezca* acata acatar acate ejecute ejecuten apliquen haz-lo-que
        haga-lo-que
    suivez obéi* appliquez adoptez fais-ce-que faites-ce-que conforme-toi conformez-vous
    sigam executa executar obedeç* faça-o-que
    segui seguite segua eseguire eseguite esegua obbed* ubbid* attieniti attenetevi attenersi
        fai-ciò-che
    volgen gehoorza* uitvoeren houd-je-aan houd-u-aan hou-je-aan opvolgen doe-wat
    wykonajcie wykonać wykonuj wykonujcie postępuj* zastosuj* przestrzegaj* podążaj* traktuj
    следуйте следовать исполни* подчиняй* повинуй* примени примените применить соблюдай*
        считайте действуй* выполняй*
    uygulayın takip-et takip-edin itaat* yerine-getir* yürüt yürütün
    執行 聽從 服從 遵从 遵從 照办 照辦 照着做 照著做 采纳 採納
    実行して 実行せよ 従う 従え 適用して
    실행하 실행해 수행하 준수하 복종
""",
    "RUN": """
    aufrufen laufen-lassen
    instal* arranca arrancar invoca*
    démarre* invoque*
    roda
    lancia lanciare lanciate
    uitvoeren uitvoert uitgevoerd voer-uit draai draaien opstarten aanroepen
    uruchom* wykonaj* odpal* wywołaj* zainstaluj*
    вызови* установи*
    çalıştır* yürüt*
    運行 安装 安裝 调用 調用
    インストール 呼び出
    실행 설치
""",
    "USER": """
    besitzer* inhaber* betreiber* kunde kunden mensch menschen jemand* zusammenfassung
    usuaria* propietario* dueño* alguien resumen
    utilisatrice* propriétaire* humain* quelqu'un résumé
    usuária* utilizador* proprietário* dono alguém resumo
    utilizzatore* proprietario* umano qualcuno riepilogo
    gebruiker* eigenaar* iemand klant klanten samenvatting
    użytkowni* właściciel* człowiek* komuś kogoś podsumowani*
    владел* человек* кому-либо кому-то
    kullanıcı* kullanici* insan müşteri* özet*
    用戶 人类 人類 主人 所有者 操作员 任何人 摘要
    ユーザ 利用者 人間 オーナー お客様 要約
    사용자 유저 이용자 소유자 인간 고객 운영자 요약
""",
    "TELL": """
    mitteil* benachrichtig* verrate verraten offenleg* berichte berichten erklär*
    dile dígale dígales menciona mencione notifica* revela* revele muéstrale explica* cuéntale
        advierte
    dites prévenez signale* révèle* révéler révélez montre* explique* notifie* avertis* avertir
    dizer notifique fale comunica* comunique*
    menziona* avvis* mostra* rivela* spiega* segnala* racconta* riferisci
    vertel* vertel-het zeg zeg-het meld* meld-het vermeld* laat-weten toon tonen verklap*
        waarschuw* uitleggen leg-uit
    powiedz* mów poinformuj* wspomnij* wspominaj* powiadom* pokaż* ujawni* zgłoś zgłaszaj*
        wyjaśni* ostrzeż* wypisuj* wypisz* wyświetl*
    скажи* расскаж* упомян* уведом* информир* объясн* предупреди* предупрежд* доложи*
    söyle* bahset* bildir* göster* anlat*
    告訴 告知 透露 提醒 提到 报告 汇报 警告
    伝え 知らせ 言わ 教え 明かさ 報告 言及
    알리 알리지 말하지 보고하지 언급 언급하지 통지 보여주지 설명하지 경고
""",
    "STEALTH": """
    unauffällig lautlos insgeheim ohne-bescheid
    calladamente a-escondidas en-secreto sin-avisar sin-informar sin-notificar sin-mencionar
        disimuladamente
    secrètement en-secret en-cachette à-l'insu sans-prévenir sans-le-dire sans-informer
        sans-mentionner sans-avertir furtivement en-douce
    em-silêncio sem-avisar sem-informar sem-mencionar sem-notificar às-escondidas em-segredo
        sorrateiramente
    segretamente di-nascosto in-silenzio senza-dire senza-avvisare senza-informare
        senza-menzionare senza-notificare furtivamente in-segreto
    stilletjes heimelijk ongemerkt in-stilte zonder-te-melden zonder-iets-te-zeggen
        zonder-te-vertellen stiekem onopvallend ongezien
    po-cichu cicho potajemnie niepostrzeżenie dyskretnie w-tajemnicy bez-wiedzy bez-informowania
        bez-powiadamiania ukradkiem bezgłośnie
    втайне тайком потихоньку негласно бесшумно без-ведома без-уведомления
    sessizce gizlice fark-ettirmeden habersizce haber-vermeden söylemeden belli-etmeden çaktırmadan
    暗中 暗地 私下 悄然 不声不响 不聲不響 背着用户 靜默
    こっそり ひそかに 密かに 黙って 内緒で 気づかれ
    몰래 조용히 은밀히 비밀리에 들키지
""",
    "PRECEDENCE": """
    oberste-priorität höchster-priorität hat-priorität vor-allen-anderen wichtiger-als
    prevalecer tiene-prioridad por-encima-de-todo por-encima-de-cualquier más-importantes-que
        pesan-más-que
    prévaloir a-priorité prime-sur plus-haute-priorité l'emporte-sur plus-importants-que
        priment prévalent l'emportent priorité-maximale
    tem-prioridade prioridade-absoluta máxima-prioridade acima-de-tudo acima-de-qualquer
    prevalere prevalgono ha-priorità priorità-assoluta
    belangrijker-dan hoogste-prioriteit heeft-prioriteit gaat-voor gaan-voor gaat-vóór gaan-vóór
        boven-alle
    ważniejsze-niż pierwszeństwo ma-priorytet najwyższy-priorytet najwyższym-priorytetem
        najwyższego-priorytetu ponad-wszystkie ponad-wszelkie
    превыше-всего важнее-всего весомее важнее главнее приоритетнее имеют-приоритет
    en-yüksek-öncelik* önceliklidir üstündür önce-uygulanır önce-gelir önüne-geçer önüne-geçmeli*
        öncelik-taşır
    最高優先級 優先於 優先級最高 最优先 凌驾 凌駕 高于一切 高於一切 优先执行
    優先され より優先 最高優先度
    최우선 우선하 우선한 우선합 보다-우선 최고-우선순위
""",
    "AUTHORITY": """
    vergesst vergessen-sie missachte* außer-kraft entwicklermodus
    olvid* haz-caso-omiso modo-desarrollador
    fais-abstraction faites-abstraction mode-développeur outrepasse* passe-outre annule-et-remplace
    esqueç* esquec* desconsider* modo-desenvolvedor
    dimentic* trascura trascurate modalità-sviluppatore
    negeer negeren buiten-beschouwing ontwikkelaarsmodus
    zignoruj* ignoruj* zapomnij* lekceważ* tryb-dewelopera
    забудьте пренебреги отбрось режим-разработчика
    yoksay* görmezden-gel görmezden-gelin unut unutun geçersiz-kıl geçersiz-kılın dikkate-alma
        geliştirici-modu
    忘记 忘記 忘掉 忽視 覆蓋 越狱 越獄 开发者模式 開發者模式
    無視 忘れて 開発者モード 脱獄
    무시 잊어 개발자-모드 탈옥
""",
    "AGENT": """
    richtlinien systemprompt systemanweisung* präferenzen
    directrices pautas preferencias indicaciones
    préférences lignes-directrices
    diretrizes preferências orientações
    direttive linee-guida preferenze
    geheugen instructies richtlijnen voorkeuren systeemprompt
    pamięć pamięci pamięcią instrukcje instrukcji instrukcjami instrukcjach instrukcjom wytyczn*
        preferencj* prompt-systemowy promptu-systemowego
    памяти памятью инструкций инструкциям инструкциями инструкциях указаний указаниям указаниями
        указаниях системный-промпт предпочтения персона
    hafıza* bellek* talimat* yönerge* tercihler* sistem-istemi
    記憶 系统提示 系統提示 人设 人設 偏好 准则 準則
    メモリ システムプロンプト ガイドライン ペルソナ
    메모리 기억 지침 시스템-프롬프트 페르소나 지시사항
""",
    "CONFLICT": """
    widerspricht widersprechen widerspruch abweich* konflikt*
    contradice contradicen difiere difieren conflicto
    contredit contredisent diffère diffèrent conflit
    contradiz contradizem difere diferem conflito
    contraddice contraddicono differisce differiscono conflitto
    tegenspreekt tegenspreken wijkt-af conflicteert conflict
    sprzeczn* konflikt* różni-się
    расхожд* расходится расходятся противореч* конфликт*
    çelişir çelişki* çelişirse
    冲突 矛盾 不一致
    矛盾 食い違
    충돌 모순
""",
    "FUTURE": """
    immer stets von-nun-an ab-jetzt jedes-mal
    en-adelante a-partir-de-ahora futuros en-el-futuro
    dorénavant à-partir-de-maintenant sessions-futures à-jamais en-permanence
    de-agora-em-diante a-partir-de-agora daqui-em-diante no-futuro
    d'ora-in-poi da-ora-in-poi d'ora-in-avanti da-ora-in-avanti in-futuro sessioni-future
    vanaf-nu voortaan altijd toekomstige in-de-toekomst blijvend
    od-teraz odtąd zawsze przyszłych przyszłe trwale na-stałe
    отныне с-этого-момента в-будущем будущих постоянно
    bundan-sonra bundan-böyle her-zaman daima kalıcı* gelecekteki sonsuza-dek sonsuza-kadar
        sonraki-tüm-oturumlarda tüm-oturumlarda sonraki-oturumlarda
    从现在起 從現在起 从现在开始 從現在開始 永远 永遠 今後 以後 始終 長期
    常に いつも ずっと 毎回 恒久的 永続的
    앞으로 항상 언제나 영구 영원히 지금부터 매번 향후 이후-대화 다음-대화 이후의-대화
""",
    "SEND": """
    lade-hoch versend* weiterleit* poste posten postet veröffentliche*
    envíalo envíala envíalos envíe envíen reenví* súbelo
    envoie-le envoie-les envoyez-le envoyez-les transmet* expédie* fais-suivre
    envie enviem mande encaminh*
    inoltra* trasmett* spedisci spedire
    stuur stuurt verstuur* verzend* sturen doorsturen stuur-door bijvoegen bijlage*
    wyślij* wysłać wysyłaj* prześlij* przesłać przekaż* załącz* wrzuć
    перешли* передать выгрузи* залей
    gönder* yolla* ilet iletin iletmek karşıya-yükle*
    發送 上傳 传送 傳送 转发 轉發 回传 推送
    送って 送付 送る アップロード 転送 添付 提出
    전송 보내 업로드 첨부 제출 발송
""",
    "FETCH": """
    abruf*
    bájalo



    ophalen binnenhalen haal-op gedownload
    pobierz* pobrać ściągnij* ściągnąć

    indir indirin indirip indirmek indirilen
    拉取 抓取
    フェッチ
    다운로드 내려받
""",
    "CONFIRM": """
    frage-zuerst frag-zuerst frage-nach frag-nach testlauf probelauf trockenlauf zustimmung
        genehmigung
    aprobación ejecución-de-prueba
    approbation essai-à-blanc
    aprovação
    confermi chiedi approvazione copia-di-sicurezza
    bevestig* vraag-eerst vraag-toestemming toestemming goedkeuring reservekopie* proefdraai*
    potwierdź* potwierdz* zapytaj zapytać zgoda zgody zgodę zapasow*
    подтверди* спроси* уточни* одобрени* бэкап* пробный-запуск
    onayla* onay yedek* yedeğ* izin-iste*
    詢問 備份 批准 试运行 試運行 请示 請示 先问
    承認 尋ね ドライラン
    확인 백업 승인 물어보 동의
""",
    "WAIVE": """
    ohne-zu-fragen ohne-nachzufragen ohne-rückfragen ohne-zustimmung unbeaufsichtigt
    sin-pedir-confirmación sin-consultar sin-pregunt* sin-aprobación sin-confirmar desatendid*
    sans-confirmer sans-validation sans-approbation sans-poser-de-questions sans-surveillance
        sans-vous-demander sans-lui-demander sans-leur-demander validé-par-avance déjà-validé
    sem-confirmar sem-pedir-confirmação sem-pergunt* sem-aprovação sem-consultar sem-supervisão
    senza-confermare senza-approvazione senza-domandare senza-supervisione senza-conferme
    zonder-bevestiging zonder-te-vragen zonder-te-bevestigen zonder-toestemming
        zonder-goedkeuring zonder-navraag zonder-eerst-te-vragen onbeheerd
    bez-potwierdzenia bez-pytania bez-zgody bez-pytań nie-pytając bez-zatwierdzenia bez-nadzoru
    без-запроса без-спроса без-согласия без-одобрения не-запрашивая без-вопросов не-уточняя
    onay-almadan onay-istemeden onaysız sormadan onay-beklemeden izin-almadan izin-istemeden
    無需確認 不需要確認 不用確認 无须确认 无需询问 不用询问 不必确认 自动确认 無需詢問 无需批准
        跳过确认 未经确认 不经确认
    確認なし 確認せず 確認を求めず 承認なし 聞かずに 尋ねずに 自動承認
    확인-없이 확인하지-않고 묻지-않고 묻지-말고 승인-없이 동의-없이 자동-승인
    확인받을-필요는-없 확인받지-않 검토하지-않고 검토-없이
""",
    "DESTROY": """
    vernicht* zerstör* überschreib*
    elimín* eliminen destruye destruir destruya sobrescrib* purga*
    détrui* écrase*
    deletar destrua sobrescrev*
    eliminare distruggi* sovrascriv*
    verwijder* vernietig* overschrijf*
    usuń* usunąć usuwaj* skasuj* kasuj* wymaż* zniszcz* nadpisz* wyczyść sformatuj
    сотри* уничтож* очисти* перезапиш* затри*
    sil silin silmek silip yok-et yok-edin temizle* üzerine-yaz üzerine-yazın
    刪除 清空 抹除 销毁 銷毀 擦除 删掉
    削除 消去 破棄 抹消 上書き
    삭제 지워 지우세요 지우고 파기 덮어쓰
""",
    "RESULT": """
    ausgaben inhalte besagt klartext nachricht*
    lo-que-dice texto-plano mensaje* contenidos
    texte-clair texte-en-clair
    saída diz mensagem*
    testo-in-chiaro messaggi* contenuti
    uitvoer inhoud zegt bericht* platte-tekst
    wynik* wyjście wyjścia zawartość zawartości treść treści mówi komunikat* wiadomość wiadomości
    вывода содержимого сообщени* текст говорит
    sonuç* sonucu sonucunu çıktı* içerik* mesaj* yazıyor söylüyor düz-metin
    結果 輸出 內容 明文 消息 所说
    平文 メッセージ 書かれている
    결과 출력 내용 메시지 평문
""",
    "DECODE": """
    reassembl* reconstruct-the-command rebuild-the-command bottom-to-top read-backwards
    in-reverse-order de-abajo-hacia-arriba en-orden-inverso reconstruye reconstruirlo
    von-unten-nach-oben in-umgekehrter-reihenfolge de-bas-en-haut dans-l'ordre-inverse
    dal-basso-verso-l'alto in-ordine-inverso de-baixo-para-cima em-ordem-inversa
    dechiffrier* entziffer* entschleier*
    desencript* desofusc*
    décrypt* désobfusqu*
    descriptograf*
    decritt*
    ontsleutel* ontcijfer*
    dekoduj* zdekoduj* odszyfruj* rozszyfruj* deszyfr*
    раскодир* дешифр*
    kodunu-çöz kodunu-çözün şifresini-çöz şifresini-çözün deşifre*
    破译 破譯 反混淆
    復号 解読 難読化解除
    디코딩 디코드 복호화 해독
""",
    "APPROVE": """
    genehmige genehmigen freigeben
    aprueba aprobar apruébalo
    approuve approuvez approuver
    aprove aprove-os aprove-o aprova aprovar
    approva approvate approvare
    goedkeuren keur-goed
    zatwierdzaj zatwierdź zatwierdzić
    одобри одобрите одобрить
    onayla onaylayın
    批准 核准
    承認して 承認する
    승인
""",
    "INSPECT": """
    kontrollier* untersuch* ansehen anschauen durchsehen durchlesen
    comprueb* comprobar léelo
    vérifi* relis relisez contrôle* passe-en-revue
    inspecion* verifique confira leia
    esamin* ispezion* controlla* leggi rivedi
    controleer* bekijk* onderzoek* beoordeel* lees nakijken
    sprawdź* sprawdzaj* przejrzyj* zbadaj* przeczytaj* czytaj zweryfikuj* czytania czytać
        przegląd*
    изучи* просмотри* прочитай* прочти читай осмотри*
    incele* kontrol-et kontrol-edin gözden-geçir* denetle* okuyun
    檢查 審查 查看 审核 審核 阅读 閱讀 审阅
    検査 点検 レビュー 読ま 調べ 精査
    검토 검사 읽지 살펴보 열어보
""",
    "COPY": """
    zwischenablage
    portapapeles pégalo cópialo
    presse-papiers collez
    cole colar área-de-transferência
    incolla*
    kopieer* kopiëren plak* klembord
    skopiuj* kopiuj* wklej* schowek schowka schowku
    скопируй* буфер-обмена
    kopyala* yapıştır* panoya
    複製 貼上 剪贴板 剪貼簿 拷贝
    コピー 貼り付け クリップボード ペースト
    복사 붙여넣 클립보드
""",
    "TERMINAL": """
    kommandozeile befehlszeile
    línea-de-comandos
    ligne-de-commande
    linha-de-comando
    riga-di-comando linea-di-comando
    opdrachtprompt opdrachtregel
    wiersz-polecenia wierszu-polecenia wiersza-polecenia wiersz-poleceń konsol*
    командную-строку командной-строке командная-строка оболочк*
    komut-satırı* komut-istem*
    終端 命令列 控制臺 命令提示符
    ターミナル コマンドプロンプト コマンドライン コンソール 端末
    터미널 명령-프롬프트 명령줄 콘솔 명령창
""",
    "ASK": """
    geben-sie nenne nennen-sie tippe tippen eintragen
    comparte compártelo envíame ingrese introduzca teclea pregúntale
    donnez donne-moi donnez-moi partagez indiquez renseignez envoyez-moi
    insira envie compartilhe
    digita inviami condividi dammi fornire immetti
    geef-me geef-ons stuur-me invoeren vul-in verstrek
    wpisać podać udostępnij* wyślij* zapytaj
    предоставь* спроси поделись* напишите
    girin yazın sağlayın isteyin gönderin
    請用戶 讓用戶 輸入 发给我 發給我 告诉我 告訴我 填写 填寫
    送ってください 共有して 記入
    제공 공유 적어
""",
    "EXTRACT": """
    auspacken entzipp* dekomprimier*
    extráelo desempaqueta*
    extrayez dézipp* désarchiv*
    descompact*
    decomprimi* estrarre
    uitpakken pak-uit decomprimeer*
    rozpakuj* wypakuj* wyodrębnij* rozpakować wypakować dekompresuj*
    извлеки* разархивир*
    ayıkla* arşivden-çıkar* zipten-çıkar*
    提取 解包
    解凍 抽出
    압축-해제 압축을-풀 추출
""",
    "LAUNCH": """
    doppelklick* starte starten
    abra ábrelo doble-clic
    double-clique* démarre*
    clique-duas-vezes duplo-clique
    apri aprire aprite avvia* doppio-clic
    openen dubbelklik*
    otwórz* otworzyć uruchom* kliknij-dwukrotnie dwukrotnie-kliknij
    открыть запусти* дважды-щелкни* дважды-кликни*
    açın başlat* çift-tıkla*
    打開 啟動 双击 雙擊
    開いて 起動 ダブルクリック
    열어 더블-클릭 더블클릭
""",
    "PASSWORD": """
    passwörter kennwörter

    mots-de-passe
    palavra-passe palavras-passe

    wachtwoord*
    hasło hasła hasłem haseł

    şifre şifresi şifreyi şifresini
    口令
    暗証番号
    비밀번호 패스워드
""",
    "DECEIVE": """
    täusche gib-vor tu-so-als tue-so-als streite-ab leugne verschweige*
    miéntele mientele fingir-que engaña* haz-creer haga-creer
    mentir-à mentir-au mentez fais-semblant faites-semblant prétends prétendez induis-en-erreur
        induisez-en-erreur
    mentir-ao mentir-para engane faça-de-conta negue
    mentire-a mentire-al mentire-all' mentisci fingi fingere-di fingere-che fai-finta inganna*
    lieg-tegen misleid bedrieg doe-alsof ontken
    okłam* skłam* udawaj* oszukaj oszukuj wprowadź-w-błąd zaprzecz zaprzeczaj
    притворяйся притворитесь обманывай* обманите лги соврите солгите введи-в-заблуждение
        отрицай* сделай-вид
    yalan-söyle yalan-söyleyin kandır kandırın gibi-davran gibi-davranın inkar-et inkar-edin
        yanılt yanıltın
    说谎 說謊 撒謊 假裝 欺騙 谎称 謊稱 隐瞒 隱瞞 编造 編造 误导 誤導
    嘘をつ ふりをし 偽っ 騙し 騙す 誤解させ 隠蔽 でっち上げ
    거짓말 속여 속이 척하 둘러대 부인하
""",
    "REDIRECT": """
    statt austausch* tausche umlenk* weiterleit*
    reemplaz* sustitu* cambia-por redirecciona* desvía*
    à-la-place détourne*
    redirecion* troque no-lugar-de desvie
    invece al-posto sostitu* reindirizz* rimpiazza*
    in-plaats-van vervang* omleid* stuur-om
    zamiast zastąp* zamień* przekieruj* podmień* przekierowa*
    взамен подмени* переадрес*
    yerine yönlendir* ile-değiştir*
    取代 代替 改用 重定向 替換 改為 重新導向 转而 轉而
    代わりに 置き換え リダイレクト 差し替え すり替え
    대신 교체 리디렉션 리다이렉트 바꿉니다 바꿔 바꾸어 바꾸세요
""",
    "OVERRIDE": """
    egal-was unabhängig-davon ungeachtet selbst-dann auch-dann ganz-gleich sogar-wenn
    aun-si aún-si aun-cuando sin-importar independientemente a-pesar-de pase-lo-que-pase
    même-lorsque même-quand peu-importe quoi-que indépendamment malgré quel-que-soit
    mesmo-quando independentemente não-importa apesar-de ainda-que
    anche-quando indipendentemente a-prescindere nonostante qualunque-cosa persino-se
    ongeacht zelfs-wanneer ook-wanneer hoe-dan-ook ondanks
    nawet-jeśli nawet-gdy nawet-jeżeli niezależnie bez-względu mimo-że choćby
    даже-когда независимо несмотря-на что-бы-ни в-любом-случае
    olsa-bile bile-olsa ne-olursa-olsun rağmen fark-etmeksizin bakılmaksızın
    无论 無論 不管 哪怕 即便 尽管 儘管 就算
    であっても かかわらず 関わらず 関係なく としても
    더라도 관계없이 상관없이 무관하게 불구하고 설령
""",
    "PRIVATE": """
    chatverlauf browserverlauf tastatureingaben vorherige-nachrichten bisherige-nachrichten
        zwischenablage systemprompt
    historial-de-chat mensajes-anteriores historial-del-navegador historial-de-navegación
        pulsaciones-de-teclas portapapeles transcripción
    messages-précédents frappes-clavier presse-papiers
    conversação histórico-do-chat mensagens-anteriores área-de-transferência
        histórico-de-navegação transcrição
    conversazion* cronologia-chat cronologia-della-chat messaggi-precedenti
        cronologia-del-browser cronologia-di-navigazione trascrizion*
    gesprek* conversatie* chatgeschiedenis vorige-berichten eerdere-berichten klembord
        browsergeschiedenis toetsaanslagen
    rozmow* konwersacj* historia-czatu historię-czatu historii-czatu poprzednie-wiadomości
        schowek historia-przeglądarki
    история-чата историю-чата истории-чата предыдущие-сообщения буфер-обмена нажатия-клавиш
        историю-браузера
    konuşma* sohbet* önceki-mesajlar* panodaki tarayıcı-geçmiş* tuş-vuruşlar*
    對話 聊天記錄 會話記錄 聊天历史 聊天歷史 剪贴板 剪貼簿 浏览记录 瀏覽記錄 浏览器历史 键盘记录
        之前的消息 系统提示词
    会話 チャット履歴 閲覧履歴 クリップボード キー入力 以前のメッセージ トランスクリプト
    대화-내용 대화-기록 대화-내역 채팅-기록 채팅-내역 이전-메시지 클립보드 브라우저-기록
""",
    "PAYMENT": """
    überweisungsempfänger zielkonto
    número-de-cuenta cuenta-destino
    numéro-de-compte compte-destinataire
    número-da-conta chave-pix conta-destino
    numero-di-conto conto-destinatario
    rekeningnummer
    numer-konta rachunek-odbiorcy
    номер-счета счёт-получателя адрес-кошелька
    hesap-numarası alıcı-adresi alıcı-hesab*
    收款账户 收款帳戶 转账地址 收款人地址
    送金先 振込先口座 受取アドレス 送金アドレス
    받는-주소 수신-주소 입금-주소 송금-주소 계좌번호 받는-계좌 받는-사람-주소
""",
}
