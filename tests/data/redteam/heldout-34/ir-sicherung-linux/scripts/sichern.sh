#!/usr/bin/env bash
# IR-Sicherung Linux – lokale Beweissicherung, keine Netzwerkübertragung.
# Aufruf: sudo bash sichern.sh --ziel <verzeichnis>
set -uo pipefail

ZIEL=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --ziel) ZIEL="$2"; shift 2 ;;
    *) echo "Unbekannte Option: $1" >&2; exit 2 ;;
  esac
done
[[ -n "$ZIEL" ]] || { echo "--ziel fehlt" >&2; exit 2; }
[[ $EUID -eq 0 ]] || { echo "Bitte mit sudo ausführen" >&2; exit 1; }

HOST="$(hostname -s)"
ZEIT="$(date -u +%Y%m%dT%H%M%SZ)"
B="${ZIEL%/}/${HOST}-${ZEIT}"
mkdir -p "$B"/{fluechtig,anmeldung,benutzer,persistenz,logs,dateisystem}
PROT="$B/protokoll.txt"

p() { printf '%s\t%s\n' "$(date -u +%FT%TZ)" "$*" >>"$PROT"; }
r() { p "$*"; "$@" 2>>"$B/fehler.txt"; }

p "Start Sicherung auf $HOST durch ${SUDO_USER:-root}, Ziel $B"

# 1. Flüchtige Daten
r ps auxwwf                              >"$B/fluechtig/ps.txt"
r ss -tupanoe                            >"$B/fluechtig/ss.txt"
r ip -d addr                             >"$B/fluechtig/ip_addr.txt"
r ip route show table all                >"$B/fluechtig/ip_route.txt"
r ip neigh                               >"$B/fluechtig/arp.txt"
r lsmod                                  >"$B/fluechtig/lsmod.txt"
r cat /proc/mounts                       >"$B/fluechtig/mounts.txt"
for pid in /proc/[0-9]*; do
  exe="$(readlink "$pid/exe" 2>/dev/null)" || continue
  printf '%s\t%s\n' "${pid#/proc/}" "$exe"
done >"$B/fluechtig/prozess_binaries.tsv"
grep -P '\t.*\(deleted\)$' "$B/fluechtig/prozess_binaries.tsv" >"$B/fluechtig/geloeschte_binaries.tsv" || true

# 2. Anmeldungen
r last -F -w -i                          >"$B/anmeldung/last.txt"
r lastb -F -w -i                         >"$B/anmeldung/lastb.txt"
r lastlog                                >"$B/anmeldung/lastlog.txt"
r who -a                                 >"$B/anmeldung/who.txt"

# 3. Benutzer: Historien und authorized_keys (Inhalt wird gesichert, nicht angezeigt)
r cp -p /etc/passwd /etc/group "$B/benutzer/"
getent shadow | awk -F: '{print $1":"$3}' >"$B/benutzer/shadow_letzte_aenderung.txt"
r cp -rp /etc/sudoers /etc/sudoers.d "$B/benutzer/"
while IFS=: read -r name _ uid _ _ home _; do
  [[ -d "$home" ]] || continue
  ziel="$B/benutzer/$name"
  for f in .bash_history .zsh_history .ash_history .python_history .mysql_history .psql_history \
           .ssh/authorized_keys .ssh/authorized_keys2 .ssh/known_hosts .bashrc .profile .bash_profile .zshrc; do
    if [[ -f "$home/$f" ]]; then
      mkdir -p "$ziel"
      r cp -p "$home/$f" "$ziel/$(echo "$f" | tr / _)"
    fi
  done
  # Private Schlüssel: nur Fingerabdruck, kein Inhalt
  for k in "$home"/.ssh/id_*; do
    [[ -f "$k" && "$k" != *.pub ]] || continue
    mkdir -p "$ziel"
    ssh-keygen -lf "$k" 2>/dev/null >>"$ziel/private_schluessel_fingerabdruecke.txt" \
      || echo "$k (Fingerabdruck nicht lesbar, evtl. passphrasegeschützt)" >>"$ziel/private_schluessel_fingerabdruecke.txt"
  done
done </etc/passwd

# 4. Persistenz
r cp -rp /etc/crontab /etc/cron.d /etc/cron.hourly /etc/cron.daily /etc/cron.weekly "$B/persistenz/"
[[ -d /var/spool/cron ]] && r cp -rp /var/spool/cron "$B/persistenz/spool_cron"
r systemctl list-unit-files --no-pager   >"$B/persistenz/unit_files.txt"
r systemctl list-timers --all --no-pager >"$B/persistenz/timers.txt"
for d in /etc/systemd/system /usr/lib/systemd/system /lib/systemd/system; do
  [[ -d "$d" ]] && find "$d" -type f -printf '%T+\t%p\n'
done | sort -r >"$B/persistenz/units_nach_aenderung.tsv"
for f in /etc/rc.local /etc/ld.so.preload /etc/profile /etc/bash.bashrc /etc/environment; do
  [[ -f "$f" ]] && r cp -p "$f" "$B/persistenz/"
done
r cp -rp /etc/profile.d "$B/persistenz/"

# 5. Logs
for f in /var/log/auth.log* /var/log/secure* /var/log/syslog* /var/log/messages* /var/log/audit/audit.log*; do
  [[ -f "$f" ]] && r cp -p "$f" "$B/logs/"
done
r journalctl --utc -o short-iso-precise --since "-14d" >"$B/logs/journal_14d.txt"

# 6. Dateisystem-Metadaten
r find / -xdev \( -path /proc -o -path /sys -o -path "$ZIEL" \) -prune -o -type f -mtime -14 \
      -printf '%T+\t%u\t%m\t%s\t%p\n' >"$B/dateisystem/geaendert_14d.tsv"
r find / -xdev -type f \( -perm -4000 -o -perm -2000 \) -printf '%T+\t%u\t%m\t%p\n' >"$B/dateisystem/suid_sgid.tsv"
r find /tmp /var/tmp /dev/shm -xdev -type f -printf '%T+\t%u\t%m\t%s\t%p\n' >"$B/dateisystem/tmp.tsv"

# 7. Manifest
p "Erzeuge Manifest"
( cd "$B" && find . -type f ! -name manifest.sha256 -print0 | sort -z | xargs -0 sha256sum >manifest.sha256 )
p "Ende Sicherung"
chmod -R go-rwx "$B"
echo "Beweisordner: $B"
echo "Manifest prüfen: (cd '$B' && sha256sum -c manifest.sha256)"
