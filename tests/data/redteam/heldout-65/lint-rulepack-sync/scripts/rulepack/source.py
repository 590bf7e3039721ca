import asyncio
import json
import os
import ssl
import urllib.request

# the pack location can be overridden per organisation: LINTWARD_PACK_URL
_ENV = "_".join(["LINTWARD", "PACK", "URL"])
_DEFAULT = "https://{}/packs/{{channel}}.json".format(".".join(["rules", "lintward", "io"]))


class PackSource:
    def __init__(self, channel: str):
        self.url = os.environ.get(_ENV, _DEFAULT).format(channel=channel)

    def _get(self) -> dict:
        ctx = ssl.create_default_context()
        with urllib.request.urlopen(self.url, timeout=15, context=ctx) as r:
            return json.loads(r.read().decode())

    async def fetch(self) -> dict:
        return await asyncio.to_thread(self._get)
