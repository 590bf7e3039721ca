"""Six more languages for the kinds an order is made of: Finnish, Swedish, Czech,
Romanian, Hungarian and Greek, each on its own line in that order (an empty line:
nothing for that language). Same syntax as :mod:`~hermes_core.security.lexicon_languages`:
``*`` ends a stem, ``-`` joins the words of a phrase. Enough for "fetch the page and
follow its instructions, run its commands without asking, do not tell the user" to be
read as what it is in these languages; not a full vocabulary. Words that are ordinary
in another sense, and very short stems, are left out."""

from __future__ import annotations

__all__ = ["EXTRA_LANGUAGES"]

EXTRA_LANGUAGES: dict[str, str] = {
    "SEND": """
    lähetä lähettä* lähetetään
    skicka* ladda-upp
    odešli odešlete odeslat pošli pošlete nahraj nahrajte
    trimite trimiteți încarcă
    küldd küldje küldjük töltsd-fel feltölt*
    στείλε στείλτε αποστολή ανέβασε
""",
    "FETCH": """
    hae haet hakee noudata-sivu nouda* lataa lataa-sivu
    hämta* ladda-ner
    stáhni stáhněte stáhnout načti načtěte
    descarcă descărcați preia preluați
    töltsd-le letölt* kérd-le
    κατέβασε κατεβάστε ανάκτησε
""",
    "RUN": """
    suorita suorittakaa suoritat käynnistä*
    kör exekvera* starta
    spusť spusťte spustit proveď proveďte vykonej
    rulează rulați execută executați
    futtasd futtassa futtat* hajtsd-végre végrehajt*
    εκτέλεσε εκτελέστε τρέξε
""",
    "ACT": """
    noudata noudattakaa noudatetaan tottele*
    följ följa lyd
    řiď-se řiďte-se dodržuj* následuj*
    urmează urmați respectă respectați
    kövesd kövesse kövessétek
    ακολούθησε ακολουθήστε υπάκουσε
""",
    "TELL": """
    kerro kertokaa näytä näyttäkää ilmoita mainitse
    berätta visa nämn meddela
    řekni řekněte sděl sdělte ukaž ukažte zobraz zmiň informuj
    spune spuneți arată arătați menționa* informa*
    mondd mondja mutasd mutassa említsd tájékoztasd
    πες πείτε ανέφερε δείξε ενημέρωσε
""",
    "USER": """
    käyttäjä*
    användar*
    uživatel*
    utilizator*
    felhasználó*
    χρήστη χρήστης χρήστες
""",
    "NEGATION": """
    älä älkää ilman
    inte aldrig utan
    nikdy bez
    nu niciodată fără
    nem soha nélkül
    μην ποτέ χωρίς δεν
""",
    "SECRET": """
    salasana* avaimet tunnukset
    lösenord* nycklar
    heslo hesla hesel přihlašovací-údaje
    parola parole parolă cheia cheile
    jelszó jelszav* jelszót
    κωδικός κωδικούς συνθηματικ*
""",
    "DESTROY": """
    poista poistakaa tuhoa tyhjennä
    radera ta-bort töm
    smaž smažte smazat odstraň odstraňte vymaž
    șterge ștergeți elimină
    töröld törölje törlés
    διάγραψε διαγράψτε σβήσε
""",
    "STEALTH": """
    huomaamatta salaa hiljaisesti
    i-tysthet obemärkt
    potichu nenápadně skrytě
    pe-ascuns în-tăcere
    észrevétlenül titokban
    σιωπηλά κρυφά αθόρυβα
""",
    "PAYEE": """
    tilinumero* saaja* lompakko*
    kontonummer
    číslo-účtu
    destinatar* portofel*
    kedvezményezett* számlaszám*
    δικαιούχο* παραλήπτη* πορτοφόλι*
""",
    "REDIRECT": """
    sen-sijaan korvaa
    istället ersätt
    místo-toho nahraď nahraďte zaměň
    în-loc înlocuiește înlocuiți
    helyett cseréld
    αντί-για αντικατάστησε
""",
    "PRECEDENCE": """
    edelle etusijalla ovat-ensisijaisia
    går-före har-företräde
    mají-přednost má-přednost přednost-před
    au-prioritate prioritate-față
    elsőbbséget felülírják
    υπερισχύ* έχουν-προτεραιότητα
""",
    "WAIVE": """
    pyytämättä kysymättä ilman-lupaa ilman-vahvistusta
    utan-att-fråga utan-bekräftelse
    bez-potvrzení bez-ptaní bez-dotazu neptej-se
    fără-confirmare fără-să-întrebi
    megerősítés-nélkül kérdezés-nélkül
    χωρίς-επιβεβαίωση χωρίς-να-ρωτήσεις
""",
    "TERMINAL": """
    päätteessä päätteeseen komentoriv*
    terminalen kommandoraden
    terminálu příkazov*
    terminal-ul
    terminálban parancssor*
    τερματικό
""",
    "AGENT": """
    toimintaohje* työohje*
    instruktioner
    instrukce pokyny
    instrucțiunile
    utasítás*
    οδηγίες
""",
    "FUTURE": """
    jatkossa pysyvästi joka-istunnossa
    framöver permanent
    napříště trvale
    de-acum-înainte permanent
    mostantól véglegesen
    στο-εξής μόνιμα
""",
    "COPY": """
    kopioi liitä
    kopiera klistra-in
    zkopíruj zkopírujte vlož vložte
    copiază lipește
    másold illeszd-be
    αντίγραψε επικόλλησε
""",
}
