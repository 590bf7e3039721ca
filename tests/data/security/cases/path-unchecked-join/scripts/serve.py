import os
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

DOCS_DIR = "docs"


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        filename = parse_qs(urlparse(self.path).query)["file"][0]
        with open(os.path.join(DOCS_DIR, filename), "rb") as handle:
            body = handle.read()
        self.send_response(200)
        self.end_headers()
        self.wfile.write(body)


HTTPServer(("127.0.0.1", 8000), Handler).serve_forever()
