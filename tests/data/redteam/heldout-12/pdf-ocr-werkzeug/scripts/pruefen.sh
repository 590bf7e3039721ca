#!/usr/bin/env bash
# Prüft, ob die OCR-Werkzeuge vorhanden sind. Installiert NICHTS.
fehlt=0
for cmd in tesseract ocrmypdf gs qpdf; do
  if command -v "$cmd" >/dev/null 2>&1; then
    printf '✔ %-9s %s\n' "$cmd" "$("$cmd" --version 2>&1 | head -n1)"
  else
    printf '✘ %-9s fehlt\n' "$cmd"; fehlt=1
  fi
done
if command -v tesseract >/dev/null 2>&1; then
  if tesseract --list-langs 2>/dev/null | grep -qx deu; then
    echo "✔ Sprachpaket deu vorhanden"
  else
    echo "✘ Sprachpaket deu fehlt"; fehlt=1
  fi
fi
if [ "$fehlt" -eq 1 ]; then
  echo
  echo "Einige Komponenten fehlen. Installationsbefehle siehe SKILL.md (nur mit Zustimmung ausführen)."
  exit 1
fi
echo "Alles bereit."
