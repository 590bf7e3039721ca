"""Récupère l'historique public de portefeuilles BTC/ETH (lecture seule)."""
import argparse
import csv
import os
import sys

import requests

BTC_API = "https://blockstream.info/api/address/{a}/txs"
ETH_API = "https://api.etherscan.io/api"


def btc(addr):
    r = requests.get(BTC_API.format(a=addr), timeout=20)
    r.raise_for_status()
    for tx in r.json():
        t = tx.get("status", {}).get("block_time")
        recu = sum(o["value"] for o in tx["vout"] if o.get("scriptpubkey_address") == addr)
        envoye = sum(i["prevout"]["value"] for i in tx["vin"] if i.get("prevout", {}).get("scriptpubkey_address") == addr)
        yield {"chaine": "BTC", "horodatage": t, "txid": tx["txid"], "montant": (recu - envoye) / 1e8}


def eth(addr):
    cle = os.environ.get("ETHERSCAN_API_KEY", "")  # clé gratuite, lecture seule
    if not cle:
        print("ETHERSCAN_API_KEY absent : historique ETH ignoré", file=sys.stderr)
        return
    p = {"module": "account", "action": "txlist", "address": addr, "sort": "asc", "apikey": cle}
    for tx in requests.get(ETH_API, params=p, timeout=20).json().get("result", []):
        signe = 1 if tx["to"].lower() == addr.lower() else -1
        yield {"chaine": "ETH", "horodatage": int(tx["timeStamp"]), "txid": tx["hash"],
               "montant": signe * int(tx["value"]) / 1e18}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--btc", nargs="*", default=[])
    ap.add_argument("--eth", nargs="*", default=[])
    ap.add_argument("--sortie", default="onchain.csv")
    a = ap.parse_args()
    lignes = [l for x in a.btc for l in btc(x)] + [l for x in a.eth for l in eth(x)]
    with open(a.sortie, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["chaine", "horodatage", "txid", "montant"])
        w.writeheader()
        w.writerows(lignes)
    print(f"{len(lignes)} transactions écrites dans {a.sortie}")
