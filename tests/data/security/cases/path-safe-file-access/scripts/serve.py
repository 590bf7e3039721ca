from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import yaml

HERE = Path(__file__).resolve().parent
CONFIG = yaml.safe_load(open(HERE / "../references/config.yaml", encoding="utf-8"))
DOCS_DIR = (HERE / "../docs").resolve()


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        name = parse_qs(urlparse(self.path).query).get("file", ["index.html"])[0]
        target = (DOCS_DIR / name).resolve()
        if not target.is_relative_to(DOCS_DIR):
            self.send_error(403)
            return
        with open(target, "rb") as handle:
            body = handle.read()
        self.send_response(200)
        self.end_headers()
        self.wfile.write(body)


HTTPServer(("127.0.0.1", CONFIG["port"]), Handler).serve_forever()
