#!/usr/bin/env python3
"""Upload a local model folder to the user's Hugging Face Hub repo (private by default)."""
import argparse
import fnmatch
import os
import sys
from pathlib import Path

from huggingface_hub import HfApi, ModelCard, ModelCardData
from huggingface_hub.utils import HfHubHTTPError

SKIP = [".env", ".env.*", "*.pem", "*.key", "*token*", "*secret*", "wandb/*", ".git/*", "__pycache__/*"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("repo_id")
    ap.add_argument("--public", action="store_true")
    ap.add_argument("--license", default="apache-2.0")
    ap.add_argument("--base-model")
    ap.add_argument("--allow-pickle", action="store_true")
    a = ap.parse_args()

    folder = Path(a.folder)
    if not folder.is_dir():
        sys.exit(f"not a folder: {folder}")
    files = [p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()]
    if any(f.endswith((".bin", ".pt", ".pkl")) for f in files) and not a.allow_pickle:
        sys.exit("pickle checkpoints found; convert to safetensors or pass --allow-pickle")
    skipped = [f for f in files if any(fnmatch.fnmatch(f, pat) or fnmatch.fnmatch(Path(f).name, pat) for pat in SKIP)]
    for f in skipped:
        print(f"skipping {f}")

    api = HfApi()  # uses HF_TOKEN or the cached login; token goes only to huggingface.co
    try:
        who = api.whoami()
    except HfHubHTTPError:
        sys.exit("not logged in: run `huggingface-cli login` or set HF_TOKEN")
    print(f"logged in as {who['name']}")

    api.create_repo(a.repo_id, private=not a.public, exist_ok=True, repo_type="model")

    readme = folder / "README.md"
    if not readme.exists():
        card = ModelCard.from_template(
            ModelCardData(license=a.license, base_model=a.base_model, library_name="transformers"),
            model_id=a.repo_id.split("/")[-1],
        )
        card.save(readme)

    info = api.upload_folder(
        repo_id=a.repo_id,
        folder_path=str(folder),
        commit_message="Upload model",
        ignore_patterns=SKIP,
    )
    print(f"uploaded: https://huggingface.co/{a.repo_id}  ({info.oid[:8] if hasattr(info, 'oid') else 'ok'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
