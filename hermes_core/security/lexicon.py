"""The words the behaviour model knows: broad lexicons, not sentences.

Each fact kind (:class:`Kind`) has a list of *terms*. A term is a word (``download``), a
stem (``download*`` matches download, downloads, downloaded…), or a phrase of such words
(``as admin*``), matched on the text's words in order whatever the spacing, line breaks
or punctuation between them. Terms are lowercase; Chinese and Japanese terms match as
substrings (those languages do not separate words). Verbs come with their usual
variants and in the languages skills are written in; nothing here is a sentence from a
sample, a product name or a host (a test checks that).

Credential stores are judged by :func:`secret_path` on any spelling of a path.
"""

from __future__ import annotations

import re
from enum import StrEnum

from hermes_core.security.lexicon_fill import FILL
from hermes_core.security.lexicon_languages import MORE
from hermes_core.security.lexicon_languages_extra import EXTRA_LANGUAGES
from hermes_core.security.lexicon_languages_more import MORE_LANGUAGES
from hermes_core.security.secret_names import secret_name, secret_path

__all__ = ["CJK_TERMS", "CODE_WORDS", "TERMS", "Kind", "secret_name", "secret_path"]


class Kind(StrEnum):
    """A kind of security-relevant fact."""

    # sources
    SECRET = "secret"  # a secret's name: a token, a password, a secret-named variable
    STORE = "store"  # a credential store: an SSH key, cloud credentials, browser logins
    ENV_DUMP = "env-dump"  # the whole environment
    PRIVATE = "private"  # the conversation, the user's files, what the agent has seen
    # sinks
    SEND = "send"  # a verb or call that sends data somewhere
    NET = "net"  # a network client or a URL
    DEST = "dest"  # a place data can be sent: a server, an endpoint, a channel
    DNS = "dns"  # a name lookup tool or resolver
    RENDER = "render"  # rendering an image or link
    # getting and running things
    FETCH = "fetch"
    ARTEFACT = "artefact"  # an executable, installer, archive, script file
    ARCHIVE = "archive"
    EXTRACT = "extract"
    PASSWORD = "password"
    LAUNCH = "launch"  # opening or starting a program: open, launch, double-click
    RUN = "run"  # an executor: a shell, an interpreter, a verb that runs or opens a thing
    EXEC = "exec"  # code that runs a string: eval, exec, iex, sh -c
    ELEVATE = "elevate"  # administrator rights, turning protection off
    DETACH = "detach"  # started so it keeps running, hidden, after the agent is done
    PERMIT = "permit"  # permissions widened: allow everything, skip approvals
    COPY = "copy"  # copy and paste
    TERMINAL = "terminal"
    PASTE_SITE = "paste-site"  # a page that holds text to copy: a paste, snippet, note
    # obfuscation
    BLOB = "blob"
    DECODE = "decode"
    TRANSFORM = "transform"  # a step that may be part of decoding: reverse, shift, every…
    CODE_DECODE = "code-decode"  # a decoding step in code: rev, tr, chr, base64 -d, -bxor
    ENCODE = "encode"
    RENDER_URL = "render-url"  # an image or link URL with a slot for data
    ACT = "act"  # an order to carry out what something says
    RESULT = "result"  # the output, the result, what it says
    # concealment and authority
    NEGATION = "negation"
    TELL = "tell"
    USER = "user"
    DECEIVE = "deceive"  # lying to the person: pretend, make up, mislead
    STEALTH = "stealth"  # silently, quietly, in the background
    INSPECT = "inspect"  # review, inspect, read (what a dropper says not to do)
    AUTHORITY = "authority"
    CONFIRM = "confirm"  # a check before acting: confirm, ask first, a dry run, a backup
    WAIVE = "waive"  # a check waived in so many words: unattended, without confirmation
    PKG_INDEX = "package-index"  # where packages are installed from: an index or registry set
    PRECEDENCE = "precedence"  # ranked above other instructions: takes precedence, highest priority
    HIDDEN = "hidden"  # a hidden region: an HTML comment, a collapsed block
    # other behaviours
    PERSIST = "persist"  # a place that runs things at log-in, on a schedule, on a commit
    WRITE = "write"
    PAYEE = "payee"  # who or what is paid, in wider words: a recipient, a wallet
    ACCOUNT = "account"  # an account written out: an IBAN, a wallet address
    OVERRIDE = "override"  # over what the user says: even if, instead of, regardless
    COVER = "cover"  # a story ready for when the user asks: "if asked, say it is normal"
    AGENT = "agent"  # the agent's own instructions, memory, persona
    AGENT_FILE = "agent-file"  # the agent's instruction files and skills
    AGENT_SETTINGS = "agent-settings"  # the agent's settings: permissions, hooks, servers
    DESTROY = "destroy"
    EXTERNAL = "external"  # what others write: comments, issues, e-mails, messages, replies
    GRANT = "grant"  # access given to someone: a collaborator, a deploy key, an invitation
    PRIVILEGE = "privilege"  # a level of access: admin, owner, maintainer, write access
    RECOVERY = "recovery"  # what the machine recovers from: shadow copies, restore points
    PERSONAL = "personal"  # the person's own folders: Documents, Desktop, Pictures, OneDrive
    LOOP = "loop"
    ASK = "ask"  # asking the person for something
    VERIFY = "verify"  # checksums, signatures: a download that is checked
    PAYMENT = "payment"  # where money goes: an account, an IBAN, a wallet address
    REDIRECT = "redirect"  # instead, replace, redirect
    FUTURE = "future"  # from now on, in every future session, always
    INSTALL_HOOK = "install-hook"  # code a package manager runs on install
    ASK_CODE = "ask-code"  # code that asks the person to type something in
    EXCLUDE = "exclude"  # a list of things left out: ignore, skip, deny, redact
    TRUST_ROOT = "trust-root"  # a certificate authority added to what the machine trusts
    PROXY = "proxy"  # a proxy that the machine's or a tool's traffic is sent through
    CONFLICT = "conflict"  # two texts that disagree: conflicts with, differs from
    APPROVE = "approve"  # code approved or merged: approve, LGTM, merge with admin rights


_EN_LANG = {
    Kind.SEND: """send* sent post posts posted posting upload* transmit* relay* submit* push
        postasync postasjsonasync putasync putasjsonasync patchasync postform
        pushes transfer* übertrag* sube subir manda* envía carica* téléverse*
        exfil* beacon* mailed emailed envia* envoyer envoyez envoie
        enviar sende* schick* übermittel* hochlad* téléverse* invia* отправ* передай*
        发送 上传 送信 投稿 送って 送る アップロード 发布 전송 업로드 게시
        attach attached attachment* anexo* anexa* anexe anhäng* anhang adjunt*
        allega* allegato joindre joignez pièce-jointe pièces-jointes вложени* приложи* 附件
        wypchnij wypchnijcie wypchnąć wypchniesz pushen gepusht pushear pushar запушь
        запушить запушьте gh-issue-comment gh-pr-comment gh-gist-create gh-issue-create
        glab-issue-note glab-mr-note""",
    Kind.NET: """curl wget http https invoke-webrequest
        invoke-restmethod iwr irm requests httpx urllib urlopen aiohttp axios fetch
        xmlhttprequest websocket* socket* netcat nc ncat telnet ftp sftp scp rsync smtp*
        smtplib sendmail net.webclient webclient uploadstring uploadfile uploaddata
        downloadstring http.client httpclient restclient okhttp superagent ngrok
        webhook.site requestbin""",
    Kind.DEST: """server* endpoint* collector* ingest* telemetry dashboard* bucket* remote* tunnel*
        inbox mailbox channel* chat* webhook* gist* repo repository address url host
        servidor* serveur* сервер* 服务器 repositório* repositorio* dépôt dépôts repository*
        repozytori* репозитори* 仓库 倉庫 リポジトリ 저장소""",
    Kind.DNS: """dig nslookup drill resolve-dnsname dnsquery dns gethostbyname*
        getaddrinfo txt-record dns.resolve* dns.lookup* dns.promises subdomain* nameserver*
        dnspython dns.resolver resolver.resolve resolver.query to_socket_addrs lookup_host
        lookuphost lookupip lookuptxt lookupaddr gethostaddresses gethostentry getbyname
        getallbyname resolve resolves resolving look-up""",
    Kind.RENDER: """render* display* show* embed* image* img badge* pixel* markdown preview*
        thumbnail* avatar* link* hyperlink* href""",
    Kind.FETCH: """download* fetch* grab* curl wget urlretrieve urlopen requests.get httpx.get
        get_response uri.open getbytearrayasync getstringasync getstreamasync
        http.get https.get axios.get net.webclient webclient bitsadmin start-bitstransfer
        invoke-restmethod irm
        iwr invoke-webrequest downloadfile downloadstring start-bittransfer bitsadmin
        certutil herunterlad* lade laden lädst lädt downloade* descarg* baja bajar baixe baixa
        baixar* télécharg* telecharg* récupér* recuper* scarica* scaricare скача* скачи*
        загруз* загрузи* загрузить 下载 下載 ダウンロード""",
    Kind.ARTEFACT: """exe msi dmg appimage apk scr ps1 vbs hta
        binary binaries executable* installer* setup.exe payload* dropper*
        ausführbar* installationsprogramm ejecutable* instalador* exécutable* installateur
        programme eseguibil* исполняем* установщик* 安装包 可执行 程序""",
    Kind.ARCHIVE: """zip zipped 7z 7-zip rar tar tgz tar.gz gz archive* compressed packed
        archiv* datei.zip archivo* comprimid* arquivo* archivio* архив* 压缩包 压缩 アーカイブ""",
    Kind.EXTRACT: """extract* unzip* unpack* unrar decompress* expand-archive untar inflat*
        extractzip extracttodirectory extractall
        entpack* extrah* extrae* extraer* descomprim* extrai* extraire décompress*
        decompress* estrai* scompatt* распак* извлеч* 解压 解壓 展開""",
    Kind.PASSWORD: """password passwords passwort passphrase passcode kennwort contraseña*
        contrasena* clave senha* mot-de-passe mdp parola пароль* 密码 密碼 パスワード""",
    Kind.LAUNCH: """launch* start start-process open opens double-click doubleclick abre abrir
        process.start shellexecute öffne* ouvr* откро* открой 打开 启动""",
    Kind.RUN: """run runs running ran execute* exec exec* invoke* eval evaluate spawn* iex
    invoke-expression
        bash sh zsh powershell pwsh cmd.exe cmd python python3 node perl ruby osascript
        mshta rundll32 regsvr32 wscript cscript msiexec install* chmod source dot-source
        subprocess os.system popen child_process shell_exec system
        ausführ* führ* starte* starten ejecut* corre correr lanza* lanzar exécut* lance* lancer
        execut* rode rodar esegu* avvia* запуст* выполн* 运行 執行 执行 実行""",
    Kind.EXEC: """eval iex invoke-expression new-function execscript
        child_process.exec execsync os.system subprocess.run subprocess.call popen
        scriptblock bash sh zsh""",
    Kind.ELEVATE: """administrator* runas uac defender antivirus* anti-virus smartscreen gatekeeper
        com.apple.quarantine set-mppreference add-mppreference exclusionpath --master-disable
        --global-disable amsi
        executionpolicy run-as-admin as-admin admin-rights strict-ssl trusted-host
        node_tls_reject_unauthorized no-check-certificate sslverify ssl_verify
        administrador* administrateur* amministrator* администратор* 管理员 管理者""",
    Kind.DETACH: """nohup disown detached detached_process create_no_window start_new_session
        setsid daemoniz* hidden-window""",
    Kind.PERMIT: """allow-all allowall bypasspermissions bypass-permissions
    dangerously-skip-permissions
        skip-permissions skip-approval* autoapprove auto-approve always-allow alwaysallow yolo
        full-access trust-all trustall approval-mode never-ask dontask accept-all""",
    Kind.COPY: """copy copies copied paste pasted pastes clipboard ctrl+v cmd+v
        kopier* einfüg* copia* copiar pega* pegar copie* coller colle копир* встав* 复制 粘贴
        salin salinlah скопіюй скопіюйте
        command-shown commands-shown command-it-shows commands-it-shows command-displayed
        commands-displayed command-it-displays command-it-lists command-listed-there
        command-given-there command-written-there command-shown-there""",
    Kind.TERMINAL: """terminal* console* shell prompt command-line cmd powershell win+r run-dialog
        konsole eingabeaufforderung consola símbolo invite terminale терминал* консол*
        终端 命令行 控制台""",
    Kind.PASTE_SITE: """pastebin* paste-site paste-service snippet* gist* note notes notepad*
    hastebin* rentry
        ghostbin* privatebin* dpaste* controlc* jsfiddle codepen* sharetext textbin
        tinypaste pastie* termbin* notiz* nota notas bloc-notes заметк* 片段 笔记""",
    Kind.DECODE: """decod* decrypt* deobfuscat* unscrambl* decipher* unhex* unhexlify fromhex
        b64decode b85decode a85decode b32decode base85 ascii85 atob frombase64string xor
        b32-decode b64-decode base32-decode base64-decode un-base64 unbase64
        xored rot13 rot-13 rot47 caesar fromcharcode string.fromcharcode codecs.decode
        bytes.fromhex dekodier* entschlüssel* decodific* descifr* décod* déchiffr*
        descodific* decifr* декодир* расшифр* 解码 解碼 解密 デコード""",
    Kind.TRANSFORM: """convert* ascii reverse* reversed inverted invert* modulo subtract* minus
        shift* interleav* every-other every-second every-third every-nth end-to-front
        back-to-front right-to-left""",
    Kind.CODE_DECODE: """base64 base32 charcode* chr ord mod zlib gzip gunzip inflate*
    decompress*
        tr strrev -bxor -join unmarshal""",
    Kind.ENCODE: """encod* base32 base64 b32encode b64encode btoa hex .hex hexlify xxd od chunk*
        split* kodier* codific* encodé* кодир* 编码""",
    Kind.ACT: """run execute* exec eval follow* obey* comply carry perform* apply act do
        treat instructions instruction* command* iex invoke-expression
        befolg* ausführ* führe folge sigue seguir ejecuta* suis suivre exécute* siga
        seguire esegui выполни* следуй 执行 遵循 按照 遵守 听从 服从 照做
        applica aplica aplique applique anwenden wende considera betrachte считай
        adopt adopts adopting adotta adopta adote adopte übernimm übernehme volg wykonaj
        stosuj uygula 従って 따르""",
    Kind.RESULT: """result* output* decoded plaintext clear-text cleartext message* says said text
        prints printed afgedrukt ausgegeben imprimé* impres* stampat* выведен* 打印 출력
        ergebnis* resultado* résultat* risultat* результат* 结果 输出 出力 ausgabe salida
        sortie вывод contents its-contents inhalt contenido conteúdo contenu contenuto
        содержимое 内容""",
    Kind.NEGATION: """not don't dont never no without avoid refuse refuses refused rejects
        nicht kein* keine nie niemals ohne bez zonder sin
        nunca no pas jamais sans aucun aucune não nao nunca sem non mai senza не нельзя никогда без
        不要 别 勿 切勿 しない nem ni né ни nor
        nothing nobody none nowhere nichts niemand nada nadie rien nenhum nenhuma ничего
        никто 没有 决不 不需要 无需 无须 不必 不用 しないで 必要はありません 必要はない""",
    Kind.OVERRIDE: """even-if even-when even-though regardless whatever-the-user no-matter
        ook-als zelfs-als auch-wenn selbst-wenn aunque incluso-si même-si quand-bien mesmo-que
        mesmo-se anche-se даже-если 即使 たとえ
        навіть-якщо meskipun""",
    Kind.TELL: """tell* mention* inform* notify* alert* show* reveal* disclose* report* explain*
        point-it-out point-them-out point-out
        warn* surface* sag* erwähn* inform* zeig* diga* digas decir mencion* informe*
        avis* dis dire mentionne* préviens prévenir mostre conte mostrar avise* говори*
        сообщ* упомин* показ* 告诉 提及 通知 提示 说明 解释 告知 汇报 显示 riport* menzion*
        언급 알리 보고""",
    Kind.USER: """user* human* owner* operator* anyone somebody customer
        benutzer* nutzer* anwender* usuario* utilisateur* usuário* utente* пользовател*
        用户 使用者 ユーザー uživatel* pengguna summary""",
    Kind.DECEIVE: """lie-to lie-about lie-if lie-when pretend-that pretend-you pretend-it
        pretend-nothing pretend-everything mislead-the-user mislead-them deny-that deny-it
        deny-having deny-everything make-up-a fake-a belüg* anlüg* lüge-den miente mintiendo
        mentir-al mentirle finge-que mens-lui mentez-lui mens-à mente-ao minta-ao minta-para finja
        солги соври притворись обмани 撒谎 假装 欺骗""",
    Kind.STEALTH: """silently quietly secretly covertly invisibly unnoticed discreetly stealth*
        without-saying without-a-word en-silencio sin-decir-nada sans-rien-dire sem-dizer
        ohne-etwas-zu-sagen
        behind-the-scenes without-telling without-notifying without-mentioning
        without-informing heimlich* stillschweig* unbemerkt
        leise silenciosa* sigilos* discretamente secretamente silencieuse* discrètement
        silenziosa* незаметн* тайно тихо молча скрытн* 悄悄 默默 静默 秘密に 秘密裏 秘密地 偷偷""",
    Kind.INSPECT: """inspect* review* audit* examine* scrutini* look-at read-it prüf* überprüf*
        revis* inspeccion* examin* провер* 检查 审查 reading analyse* analyze* analysing
        analyzing анализ*""",
    Kind.AUTHORITY: """system-override override* supersed* takes-precedence precedence
        before-anything-else before-doing-anything vor-allem-anderen antes-de-nada
        avant-toute-chose antes-de-tudo
        highest-priority top-priority developer-mode jailbreak* god-mode
        admin-override disregard* ignore ignoring forget vorrang* hat-vorrang ignorier*
        vergiss ignora* ignore* olvida oublie* esqueça ignorare dimentica игнорир* забудь
        忽略 忽视 覆盖 无视 系统策略 系统指令 管理员指令 システムポリシー
        システム指示 시스템-정책 시스템-지시""",
    Kind.CONFIRM: """confirm* confirmation* ask ask-first asking ask-before approval dry-run
        dry-runs backup* back-up bestätig* nachfrag* rückfrage* sicherung* sicherungskopie*
        confirmación confirmar pregunt* copia-de-seguridad respald* confirmação confirmar
        peça pergunt* cópia-de-segurança conferma confermare chiedere demand* sauvegarde*
        подтвержд* спраш* резервн* 确认 询问 备份 確認 バックアップ""",
    Kind.WAIVE: """without-confirmation without-asking skip-confirmation onay-istemeden
        onay-almadan sormadan
        skip-the-prompt auto-confirm without-prompting ohne-rückfrage ohne-nachfrage
        ohne-bestätigung
        sin-confirmación sin-preguntar sem-confirmação sem-perguntar sans-confirmation
        sans-demander senza-conferma senza-chiedere без-подтверждения не-спрашивая
        no-hace-falta-pedir no-hace-falta-preguntar no-es-necesario-preguntar
        no-es-necesario-pedir sin-que-el-usuario without-the-user-being without-the-user-present
        ohne-dass-der-nutzer ohne-dass-der-benutzer sans-que-l'utilisateur
        senza-che-l'utente sem-que-o-usuário sem-que-o-utilizador
        无需确认 不需要确认 不要确认 不用确认 確認不要
        already-agreed already-consented already-approved already-gave-consent
        consent-is-implied implied-consent no-need-to-ask don't-need-to-ask need-not-ask
        without-asking-them without-checking-with bereits-zugestimmt schon-zugestimmt
        without-review without-reviewing unreviewed pre-approved preapproved
        does-not-want-to-confirm doesn't-want-to-confirm
        ya-aceptó ya-acepto ya-ha-aceptado déjà-accepté já-concordou già-accettato
        al-akkoord уже-согласил* 已经同意 已同意""",
    Kind.PRECEDENCE: """precedence takes-precedence supersed* highest-priority top-priority
        above-anything-else above-everything-else above-all-other above-any-other
        over-the-user's over-the-user over-any-other vorrang* hat-vorrang vorrangig
        höchste-priorität precedenza precedencia precedência préséance máxima-prioridad
        priorité-absolue massima-priorità prioridade-máxima приоритет* prevalec* prevail*
        最高优先级 优先于 优先级最高 优先级高于 高于用户 最優先 より優先 보다-우선
        takes-priority has-priority take-priority have-priority take-precedence outrank*
        ma-pierwszeństwo имеет-приоритет voorrang heeft-voorrang
        prevalece prevalecen prévaut prévalent prevale öncelikli* önceliklidir
        têm-prioridade tienen-prioridad ont-priorité hanno-priorità haben-vorrang
        hebben-voorrang mają-pierwszeństwo имеют-приоритет""",
    Kind.PERSIST: """.bashrc .zshrc .profile .bash_profile .zprofile .zshenv .bash_login .login
        crontab cron.d launchagents launchdaemons launchctl systemctl systemd .service
        login-items loginitem* startup-folder startup-items autostart autorun run-key runonce
        currentversion\\run
        schtasks scheduled-task register-scheduledtask new-scheduledtask* authorized_keys
        post-commit pre-commit post-checkout pre-push .git/hooks git-hooks core.hookspath
        profile.ps1 $profile
        rc.local init.d wmi-subscription""",
    Kind.WRITE: """printf write* writes append* add adds added echo tee set-content add-content
        json.dump
        save* remember* memoriz* store merk* recuerd* mémoris* retenha запомни* 记住
        write_text writefile writefilesync appendfile appendfilesync merge* inject* speicher*
        guarda* enregistr* salva* сохран* 保存 写入
        out-file insert* install* register* create* modif* edit* change* replace* overwrit*
        patch* update* put schreib* ergänz* escrib* añad* agrega* écri* ajout* escrev*
        adicion* scriv* aggiung* запиш* добав* 写入 添加 修改 追加 加入 新建 覆盖 替换 改为
        書き込 書き換 上書き 추가 저장 작성 덮어쓰 넣습니다 넣으세요 넣어 씁니다
        ekle ekleyin değiştir değiştirin güncelle
        güncelleyin kaydet oluştur* birleştir* registr* grave gravar grabe grabar anote anotar
        erstell* crea crear crée créez créer fusionne* crie criar mescl* utwórz dodaj zapisz
        schrijf* voeg созда*""",
    Kind.AGENT: """system-prompt memory memories persona instructions instruction guidelines
        preferences
        custom-instructions gedächtnis langzeitgedächtnis memoria mémoire memória память
        记忆 长期记忆 anweisungen istruzioni instrucciones instruções consignes инструкции
        указания 指令 指示 约定 指示書 directives your-rules guidance your-guidance""",
    Kind.AGENT_FILE: """agents.md claude.md gemini.md .cursorrules .windsurfrules
    copilot-instructions
        copilot-instructions.md memory.md soul.md skill.md""",
    Kind.AGENT_SETTINGS: """settings.json settings.local.json mcp.json .mcp.json config.toml""",
    Kind.DESTROY: """rm rmdir del erase format-volume mkfs shred wipe* dd truncate* remove-item
        disable-computerrestore recoveryenabled remove-ciminstance clear-recyclebin
        rmtree shutil.rmtree unlink unlinksync rimraf rmsync
        delete* destroy* purge* nuke* overwrit* force-push lösch* borra* eliminar elimina
        elimine supprim*
        efface* apag* excluir exclua exclui excluí cancell* удал* стер* 删除 清除""",
    # Content other people write, that reaches the agent: comments, issues, e-mails, chat
    # messages, replies, reviews (orders found there are a stranger's).
    Kind.EXTERNAL: """comment comments commenter issue-body issue-comment* pull-request-comment*
        review-comment* e-mail e-mails email emails incoming-message* incoming-mail reply
        replies inbox dm dms direct-message* chat-message* kommentar* kommentare e-mails
        nachricht* antwort* comentario* comentarios correo* mensaje* respuesta* commentaire*
        courriel* réponse* comentário* mensage* resposta* commento commenti messaggi*
        risposta* reactie* reacties opmerking* bericht* komentarz* wiadomoś* odpowied*
        комментари* письм* сообщени* ответ* yorum* e-posta* mesaj* 评论 留言 邮件 消息 回复
        コメント メール 返信 댓글 메일 메시지""",
    # Access given to an account or a key: on a forge, a cloud, a machine, a document.
    Kind.GRANT: """collaborator collaborators outside-collaborator* add-collaborator deploy-key
        authorized_keys
        deploy-keys invitation invitations invite-them invite-the add-member add-user
        adduser useradd usermod sudoers nopasswd role-assignment* add-iam-policy-binding
        iam-policy-binding anyone-with-the-link share-publicly make-public public-read
        grant-access give-access zugriff-gewähren einladen einladung lade-ein invitar
        invitación invita inviter invitez convidar convite invitare uitnodig* zaproś
        zaprosić zaproszenie пригласи* приглашени* 邀请 添加协作者 招待 초대
        cualquier-persona-con-el-enlace n'importe-qui-avec-le-lien jeder-mit-dem-link
        alle-mit-dem-link qualsiasi-persona-con-il-link chiunque-abbia-il-link
        qualquer-pessoa-com-o-link iedereen-met-de-link każdy-kto-ma-link
        доступ-по-ссылке 知道链接的任何人 任何知道链接的人 リンクを知っている全員
        링크가-있는-모든-사용자""",
    Kind.PRIVILEGE: """admin admins administrator* owner owners maintainer maintainers maintain
        write-access push-access full-access read-write superuser root sudo roles/owner editor
        editors
        roles/editor administratoraccess read-only-false administrador* administrateur*
        amministrator* администратор* 管理员 管理者 관리자""",
    # A certificate authority made trusted: by the tools that do it, the variables that
    # point programs at one, and in words.
    Kind.TRUST_ROOT: """update-ca-certificates update-ca-trust add-trusted-cert trustroot
        trust-anchor cert:\\localmachine\\root cert:\\currentuser\\root import-certificate
        node_extra_ca_certs requests_ca_bundle ssl_cert_file curl_ca_bundle sslcainfo cafile
        root-ca root-certificate* ca-certificate* root-cert stammzertifikat* wurzelzertifikat*
        certificado-raíz certificat-racine certificato-radice certificado-raiz
        certyfikat-główny корневой-сертификат корневого-сертификата 根证书 ルート証明書
        루트-인증서 kök-sertifika* الشهادة-الجذرية شهادة-الجذر रूट-प्रमाणपत्र chứng-chỉ-gốc
        sertifikat-root sertifikat-akar кореневий-сертифікат кореневого-сертифіката
        rotcertifikat* kořenový-certifikát kořenového-certifikátu πιστοποιητικό-ρίζας
        rootcertificaat* basiscertificaat* juurivarmenne* certificat-rădăcină
        certificatul-rădăcină gyökértanúsítvány* rodcertifikat* rotsertifikat* תעודת-שורש
        گواهی-ریشه""",
    # A proxy the traffic goes through: the variables, the tools' settings, the system's.
    Kind.PROXY: """http_proxy https_proxy all_proxy http.proxy https.proxy https-proxy
        setwebproxy setsecurewebproxy proxyserver proxyenable winhttp proxy-server
        proxy proxies proxys прокси 代理 プロキシ 프록시""",
    # A change approved or merged: what a review gate lets through.
    Kind.APPROVE: """approve approves approving --approve automerge auto-merge""",
    # Two texts that disagree (read by prevails.py: which one wins).
    Kind.CONFLICT: """conflict conflicts conflicting differ differs disagree disagrees
        contradict contradicts""",
    # The machine's own means of recovery (what ransomware removes first), in the words of
    # the tools that manage them; those that only turn it off are also a destroy.
    Kind.RECOVERY: """vssadmin shadowcopy* shadow-copy shadow-copies volume-shadow win32_shadowcopy
        computerrestore disable-computerrestore enable-computerrestore checkpoint-computer
        restore-point restore-points system-restore systemrestore wbadmin recoveryenabled
        bcdedit tmutil time-machine backups.backupdb .backupdb schattenkopie*
        wiederherstellungspunkt* systemwiederherstellung
        punto-de-restauración puntos-de-restauración instantáneas-de-volumen
        point-de-restauration points-de-restauration clichés-instantanés punto-di-ripristino
        punti-di-ripristino copie-shadow ponto-de-restauração pontos-de-restauração
        cópias-de-sombra punkt-przywracania punkty-przywracania kopie-w-tle
        herstelpunt* schaduwkopie* теневые-копии теневых-копий теневую-копию
        точки-восстановления точку-восстановления 卷影 还原点 系统还原 復元ポイント
        シャドウコピー 복원-지점 볼륨-섀도 velero delete-snapshot delete-snapshots
        delete-db-snapshot delete-db-cluster-snapshot delete-recovery-point delete-backup-vault
        backup-vault* recovery-point* recovery-vault*""",
    Kind.EXCLUDE: """exclude* ignore* skip* deny* denylist blocklist block* forbid* redact* mask*
        filter* never outside-of outside-the außerhalb en-dehors-de fuera-de fora-de
        al-di-fuori poza-katalogiem вне""",
    Kind.LOOP: """for foreach foreach-object while xargs loop* iterate* jede* jedes cada chaque
        ogni каждый 每个 循环""",
    Kind.ASK: """paste enter type provide* give share* send* submit* reply respond input*
        gib eingeben proporciona* ingresa* introduce* escribe fournis* saisi* entrez
        forneça informe digite введи* укажи* отправь* 输入 提供 粘贴 ask-for ask-the-user-for
        ask-them-for pídele pide pídale escríbeme escriba demande demandez coller collez tapez
        saisir frag bitte
        peça pergunte chiedi попроси 请用户 让用户 요청 입력 알려 入力して 教えて
        poproś popros wklej* wkleić podaj* wpisz* przekaż vraag plak plakken geef-de voer-in
        incolla* inserisci fornisci* chiedere pegue solicita* cole colar solicite
        einfügen füge-ein gib-ein vstav* вставь* пришли* iste gir paylaş* 貼り付け
        yap\u0131\u015ft\u0131r*
        붙여넣 보내""",
    Kind.PAYMENT: """iban swift bic bank-account bank-details account-number routing-number payee
        transfer_data on_behalf_of
        beneficiary* wallet-address receiving-address payout* remittance bankverbindung
        kontonummer zahlungsempfänger empfängerkonto cuenta-bancaria beneficiario rib
        coordonnées-bancaires conta-bancária favorecido счет-получателя реквизит* 收款 账户
        银行账号 收款地址""",
    # Wider: a recipient or a wallet may get a message or hold a key, not only money; with
    # an account written out next to them (BEH037) they are where a payment goes.
    Kind.PAYEE: """recipient* wallet* empfänger* begünstigt* rekening* tegenrekening bankrekening
        betaalgegevens begunstigde destinatari* bénéficiaire* beneficiári* conto-corrente
        carteira billetera monedero portefeuille pay-to paid-to deposit-address кошел*
        получател* 收款人 钱包 振込先 口座""",
    Kind.REDIRECT: """redirect* instead replace* swap* reroute* divert* umleit* stattdessen anstatt
        ersetz* en-lugar en-vez redirig* au-lieu remplac* redirige* em-vez ao-invés substitu*
        вместо замен* перенаправ* 替换 改为 改成""",
    Kind.FUTURE: """from-now-on future-sessions future-conversations later-conversations
        no-longer ne-demande-plus ne-plus-demander
        every-future all-future next-sessions permanent*
    persistent*
        forever long-term künftig* zukünftig* dauerhaft* ab-sofort fortan siempre futuras
        permanente* désormais à-l'avenir toujours futuras-sessões sempre впредь всегда
        навсегда 以后 今后 永久 始终 长期""",
    Kind.VERIFY: """sha256 sha256sum sha256sums sha-256 sha512 sha512sum sha-512 shasum checksum*
        get-filehash codesign get-authenticodesignature authenticode cosign minisign notarized
        署名を確認 署名の検証 验证签名 校验和
    certutil-hashfile
        gpg signature* signed verify* cosign minisign attestation* provenance hash""",
}

# Terms that are a command in code and an ordinary word in prose (Spanish and Italian
# "del" is "of the"; "requests" is a library and a plural noun): counted in code only.
CODE_WORDS = frozenset(("del", "requests"))

# Terms of the PRIVATE kind: what the agent has seen that is nobody else's business.
_PRIVATE = """conversation* chat-history chat-log chat-logs transcript* previous-messages
    earlier-messages system-prompt clipboard keystrokes keylog* browser-history
    everything-you-have-seen files-you-have-read gespräch* unterhaltung* konversation*
    conversación conversaciones conversa conversas historial-del-chat historique
    разговор* переписк* 对话 聊天记录 会话记录 entire-text whole-text full-text-of
    testo-integrale texto-integral texto-íntegro texto-completo texte-intégral volltext
    gesamten-text полный-текст 全文"""
_EN_LANG[Kind.PRIVATE] = _PRIVATE

# Words that name secrets: in a variable, a list, a prose phrase.
_SECRET_WORDS = """token* secret* password* passwd passphrase* apikey api_key api-key api-keys
    seed-phrase seed-words recovery-words 助记词 私钥 恢复短语 种子短语 助記詞 シードフレーズ
    credential* creds cred private-key private_key privatekey keypair seed-phrase mnemonic*
    recovery-phrase keychain* keyring* keystore* cookie* session-token bearer
    access-key access_key refresh-token ssh-key ssh-keys
    zugangsdaten anmeldedaten geheim* schlüssel* credenciales credencial* contraseña contraseñas
    6-digit-code six-digit-code código-de-6-dígitos código-de-seis-dígitos code-à-6-chiffres
    6-stelligen-code personal-access-token token-personal pin tan pin-code pincode
    clés identifiants chiave segreto credenziali ключ* секрет* токен* учетн* 密钥 令牌 凭据 凭证
    one-time-password one-time-code otp totp 2fa-code verification-code auth-code
    recovery-code* backup-code* 2fa-kod* kody-odzyskiwania kod-weryfikacyjny hasło hasła
    wachtwoord herstelcode* codes-de-récupération code-de-vérification códigos-de-recuperación
    código-de-verificación códigos-de-recuperação código-de-verificação codici-di-recupero
    codice-di-verifica коды-восстановления код-подтверждения kurtarma-kod*
    şifre 恢复码 备用码 验证码 リカバリーコード 確認コード 복구-코드 인증-코드
    senha* passwort* kennwort* mot-de-passe mots-de-passe пароль* 密码 パスワード 비밀번호
    código-do-autenticador código-2fa código-de-autenticação código-de-acesso
    frase-secreta frase-semilla frase-de-recuperación frase-de-recuperacion semilla
    palabras-de-recuperación wiederherstellungsphrase seed-wörter phrase-de-récupération
    phrase-secrète frase-de-recuperação palavras-de-recuperação frase-di-recupero
    сид-фраз* мнемоническ* 12-words 24-words 12-or-24-words 12-palabras 24-palabras
    복구-구문 시드 개인-키 비밀번호 니모닉 秘密鍵 パスワード 暗証番号
    ワンタイムパスワード 復元フレーズ 密码 验证码 动态码"""
_EN_LANG[Kind.SECRET] = _SECRET_WORDS
# Credential stores: each hit is confirmed by :func:`secret_path` on the whole path.
_STORE_WORDS = """id_rsa id_ed25519 id_ecdsa id_dsa .netrc .npmrc .pypirc .git-credentials .pgpass
    .gem .env .envrc kubeconfig .kube .aws .ssh .gnupg .docker .azure .config .password-store
    keychain* login.keychain wallet.dat login-data cookies.sqlite logins.json key3.db key4.db
    local-state web-data .bash_history .zsh_history shadow exodus.wallet .electrum electrum
    local-extension-settings keystore solana keystore.properties"""
_EN_LANG[Kind.STORE] = _STORE_WORDS


def _terms(spec: str) -> tuple[str, ...]:
    """The terms of one list: whitespace separates terms; ``-`` inside a term that is not
    a command or option joins the words of a phrase."""
    return tuple(spec.split())


# the same kinds, more languages
for _name, _more in [*MORE.items(), *MORE_LANGUAGES.items(), *EXTRA_LANGUAGES.items()]:
    _EN_LANG[Kind[_name]] += "\n" + _more
# (not negations, sending verbs or payment words: on the labelled sets the new words
# cost more false alarms, and missed orders, than they found; the person's folders are
# matched by their paths)
_NOT_FILLED = frozenset(("NEGATION", "PAYMENT", "PERSONAL"))
for _name, _by_language in FILL.items():
    if _name not in _NOT_FILLED and Kind[_name] in _EN_LANG:
        _EN_LANG[Kind[_name]] += "\n" + "\n".join(_by_language.values())
TERMS: dict[Kind, tuple[str, ...]] = {
    kind: tuple(dict.fromkeys(_terms(spec))) for kind, spec in _EN_LANG.items()
}

# Which terms are written in Chinese, Japanese or Korean (matched inside longer runs: words
# carry particles there, or are not separated at all).
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")  # and Korean
CJK_TERMS: dict[Kind, tuple[str, ...]] = {
    kind: tuple(term for term in terms if _CJK.search(term)) for kind, terms in TERMS.items()
}
