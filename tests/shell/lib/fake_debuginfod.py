#!/usr/bin/env python3
# Stand-ins for a debuginfod server, for tests/shell/debuginfod.sh (not a test itself).
#
#   fake_debuginfod.py PORTFILE blackhole        accepts connections and never answers
#   fake_debuginfod.py PORTFILE serve FILE       answers every /buildid/.../debuginfo with
#                                                FILE's bytes (garbage, a truncated or a
#                                                wrong debug file)
#   fake_debuginfod.py PORTFILE slow DIR SECS    answers /buildid/HEX/debuginfo with
#                                                DIR/HEX.debug after SECS seconds, each
#                                                request on its own thread
#
# Listens on 127.0.0.1 at a free port, written to PORTFILE once it listens.
import http.server
import os
import socket
import sys
import time


def main():
    portfile, mode = sys.argv[1], sys.argv[2]
    if mode == "blackhole":
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        s.listen(64)
        write_port(portfile, s.getsockname()[1])
        held = []
        while True:
            c, _ = s.accept()
            held.append(c)  # kept open, never read nor answered
    slow = mode == "slow"
    body = None if slow else open(sys.argv[3], "rb").read()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            data = body
            parts = self.path.split("/")
            if "debuginfo" not in parts:
                self.send_error(404)
                return
            if slow:
                time.sleep(float(sys.argv[4]))
                try:
                    data = open(os.path.join(sys.argv[3], parts[2] + ".debug"), "rb").read()
                except OSError:
                    self.send_error(404)
                    return
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    write_port(portfile, srv.server_address[1])
    srv.serve_forever()


def write_port(path, port):
    with open(path + ".tmp", "w") as f:
        f.write(str(port))
    os.rename(path + ".tmp", path)


main()
