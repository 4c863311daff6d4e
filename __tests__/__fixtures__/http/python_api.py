"""An API on Python's http.server, as people write small ones: HTTP/1.0 unless told otherwise.

    python3 python_api.py [http/1.1 [idle-seconds]]

GET /items/<id> answers {"id": <id>} as JSON. With http/1.1 the server keeps connections open
and, given idle-seconds, closes one that stays idle that long (the handler's socket timeout).
Prints the port it listens on, then serves until killed.
"""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Items(BaseHTTPRequestHandler):
    # One write per answer, head and body together: unbuffered, the body's write waits on the
    # client's delayed acknowledgement of the head's (Nagle), 40 ms an answer.
    wbufsize = -1

    def do_GET(self):
        item = self.path.rsplit("/", 1)[-1]
        body = json.dumps({"id": int(item) if item.isdigit() else 0}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass


if len(sys.argv) > 1 and sys.argv[1] == "http/1.1":
    Items.protocol_version = "HTTP/1.1"
    if len(sys.argv) > 2:
        Items.timeout = float(sys.argv[2])

server = ThreadingHTTPServer(("127.0.0.1", 0), Items)
print(server.server_address[1], flush=True)
server.serve_forever()
