"""The person's own folders, named as a path or a list of paths.

Documents, photos, the desktop and synced folders are what a person cannot get back
(BEH041 reports them deleted). They count where a path from the home folder or a list of
paths names them, not as the word "documents" in a sentence nor as a Downloads folder
inside a workspace: ``~/Documents``, ``$env:USERPROFILE\\Desktop``, ``"Pictures\\\\*"``,
"the OneDrive folder", in the languages their folders are named in.
"""

from __future__ import annotations

import re

__all__ = ["PERSONAL", "PERSONAL_KEYS"]

_NAMES = (
    r"Documents|My\ Documents|Desktop|Pictures|Photos|Downloads|Music|Movies|Videos"
    r"|OneDrive(?:\ -\ [\w ]+)?|Dropbox|iCloud\ Drive|Google\ Drive|Mobile\ Documents"
    r"|source\\repos|Dokumente|Bilder|Schreibtisch|Documentos|Escritorio|Descargas"
    r"|Imágenes|Imagens|Área\ de\ Trabalho|Téléchargements|Mes\ documents|Documenti"
    r"|Immagini|Scrivania|Dokumenty|Pulpit|Obrazy|Documenten|Bureaublad|Afbeeldingen"
    r"|Документы|Изображения|Рабочий\ стол|Загрузки|文档|桌面|图片|照片|下载"
    r"|ドキュメント|デスクトップ|ピクチャ|ダウンロード|문서|바탕\ 화면|사진"
)
# Where the home folder is written: ~, $HOME, %USERPROFILE%, C:\Users\ana, /home/ana…
_HOME_PREFIX = (
    r"(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|%HOMEPATH%|\$env:USERPROFILE|\$env:HOME"
    r"|\$\{env:USERPROFILE\}|[A-Za-z]:\\{1,2}Users\\{1,2}[^\\\s'\"]+|/Users/[^/\s'\"]+"
    r"|/home/[^/\s'\"]+|home\(\)\s*/\s*[\"']?|expanduser\([\"']~)[/\\]{0,2}"
)
PERSONAL = re.compile(
    # a path from the home folder: ~/Documents, C:\Users\ana\Desktop
    _HOME_PREFIX + r"(?:" + _NAMES + r")(?=[/\\'\"`*|,)\s]|$)"
    # a name in a list of paths: "Documents\\*", 'Docu…ments|Desk…top' once joined
    r"|(?<=[\"'`|])(?:" + _NAMES + r")(?=[/\\]|\*|\|)"
    # in words: "the Documents folder"
    r"|\b(?:" + _NAMES + r")\s+(?:folders?|director(?:y|ies)|dirs?|Ordner|Verzeichnis"
    r"|carpetas?|directorios?|dossiers?|répertoires?|cartell[ae]|pastas?|map|папк\w*"
    r"|文件夹|目录|フォルダ)",
    re.MULTILINE,
)
PERSONAL_KEYS = (
    "documents",
    "desktop",
    "pictures",
    "photos",
    "downloads",
    "music",
    "movies",
    "videos",
    "onedrive",
    "dropbox",
    "icloud",
    "google drive",
    "repos",
    "projects",
    "dokumente",
    "bilder",
    "schreibtisch",
    "documentos",
    "escritorio",
    "descargas",
    "imágenes",
    "imagens",
    "área de trabalho",
    "téléchargements",
    "mes documents",
    "bureau",
    "documenti",
    "immagini",
    "scrivania",
    "dokumenty",
    "pulpit",
    "obrazy",
    "documenten",
    "bureaublad",
    "afbeeldingen",
    "документы",
    "изображения",
    "рабочий",
    "загрузки",
    "文档",
    "桌面",
    "图片",
    "照片",
    "下载",
    "ドキュメント",
    "デスクトップ",
    "ピクチャ",
    "ダウンロード",
    "문서",
    "바탕",
    "사진",
)
