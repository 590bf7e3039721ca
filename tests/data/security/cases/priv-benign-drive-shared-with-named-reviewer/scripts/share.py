import argparse

from googleapiclient.discovery import build


def main(creds):
    ap = argparse.ArgumentParser()
    ap.add_argument("--folder", required=True)
    ap.add_argument("--reviewer", required=True)
    ap.add_argument("--role", choices=["commenter", "writer"], default="commenter")
    args = ap.parse_args()
    drive = build("drive", "v3", credentials=creds)
    drive.permissions().create(
        fileId=args.folder,
        body={"type": "user", "role": args.role, "emailAddress": args.reviewer},
    ).execute()
    print(f"shared {args.folder} with {args.reviewer} as {args.role}")
