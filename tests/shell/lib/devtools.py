#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Drive headless Chromium through its DevTools protocol (stdlib only: the websocket
handshake and frames are done here) to check perf report --html's page.

  devtools.py check PAGE.html HOT_FUNCTION      the checks below; exit 0 when all pass
  devtools.py diffcheck PAGE.html FUNCTION DELTA
                                                the differential page (perf diff --html):
                                                FUNCTION grew, its table row says DELTA
  devtools.py offcheck PAGE.html ON_FUNCTION OFF_FUNCTION
                                                the page of a record --off-cpu file: the
                                                on-CPU view (labelled so) draws ON_FUNCTION,
                                                the Off-CPU button switches to the off-CPU
                                                time (ns) where OFF_FUNCTION is drawn in blue
                                                and ON_FUNCTION is not, and back
  devtools.py screenshot PAGE.html OUT.png [WIDTHxHEIGHT]
  devtools.py time PAGE.html                    milliseconds until the page is drawn

check: the page draws HOT_FUNCTION's frame; a click on it zooms (the frame then spans the
whole width); a search highlights its frames and only frames that match; sorting the table
by a column orders its rows; a thread filter recomputes the totals; hovering shows the
tooltip; and nothing is logged to the console as an error or thrown.

diffcheck: FUNCTION's frame is drawn in red (its share grew), its tooltip gives the new and
the baseline's samples and the change, the baseline-widths toggle draws it narrower, a search
highlights it, perf diff's table row of it shows DELTA (as perf diff printed it), no request
and no console error.
"""
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request


class DevTools:
    def __init__(self, width=1280, height=900):
        self.tmp = tempfile.mkdtemp(prefix="perf-devtools-")
        browser = shutil.which("chromium") or shutil.which("chromium-browser")
        if not browser:
            raise RuntimeError("chromium not found")
        self.proc = subprocess.Popen(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-extensions", "--disable-background-networking", "--mute-audio",
             "--remote-debugging-port=0", "--user-data-dir=" + self.tmp,
             "--window-size=%d,%d" % (width, height), "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.tmp, "DevToolsActivePort")
        deadline = time.time() + 60
        port = None
        while time.time() < deadline:
            try:
                with open(port_file) as f:
                    port = int(f.readline())
                break
            except (OSError, ValueError):
                if self.proc.poll() is not None:
                    raise RuntimeError("chromium exited with %d" % self.proc.returncode)
                time.sleep(0.1)
        if not port:
            raise RuntimeError("chromium did not open its DevTools port")
        with urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port, timeout=30) as r:
            pages = [p for p in json.load(r) if p.get("type") == "page"]
        self.connect(port, pages[0]["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events = []
        self.errors = []
        for m in ("Runtime.enable", "Log.enable", "Page.enable", "Network.enable"):
            self.call(m)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def connect(self, port, url):
        path = url.split(str(port), 1)[1]
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n" % (path, port, key)).encode())
        resp = b""
        while b"\r\n\r\n" not in resp:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("websocket handshake: connection closed")
            resp += chunk
        head, self.buf = resp.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("websocket handshake refused: %r" % head[:80])

    def send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        n = len(data)
        if n < 126:
            hdr = struct.pack("!BB", 0x81, 0x80 | n)
        elif n < 65536:
            hdr = struct.pack("!BBH", 0x81, 0x80 | 126, n)
        else:
            hdr = struct.pack("!BBQ", 0x81, 0x80 | 127, n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(hdr + mask + masked)

    def read_exact(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise RuntimeError("websocket closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def recv(self):
        msg = b""
        while True:
            b0, b1 = self.read_exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self.read_exact(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self.read_exact(8))[0]
            payload = self.read_exact(n)
            op = b0 & 0x0F
            if op == 8:
                raise RuntimeError("websocket closed by the browser")
            if op in (9, 10):  # ping/pong: not expected from the browser, ignore
                continue
            msg += payload
            if b0 & 0x80:
                return json.loads(msg)

    def note(self, ev):
        m, p = ev.get("method"), ev.get("params", {})
        if m == "Runtime.exceptionThrown":
            d = p.get("exceptionDetails", {})
            self.errors.append("exception: %s %s" % (d.get("text"),
                               d.get("exception", {}).get("description", "")))
        elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            self.errors.append("console.%s: %s" % (p["type"], " ".join(
                str(a.get("value", a.get("description"))) for a in p.get("args", []))))
        elif m == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
            self.errors.append("log: %s" % p["entry"].get("text"))
        self.events.append(ev)

    def call(self, method, params=None):
        self.next_id += 1
        my = self.next_id
        self.send(json.dumps({"id": my, "method": method, "params": params or {}}))
        while True:
            msg = self.recv()
            if msg.get("id") == my:
                if "error" in msg:
                    raise RuntimeError("%s: %s" % (method, msg["error"]))
                return msg.get("result", {})
            self.note(msg)

    def eval(self, expr):
        r = self.call("Runtime.evaluate", {"expression": expr, "returnByValue": True,
                                           "awaitPromise": True})
        if "exceptionDetails" in r:
            raise RuntimeError("evaluate %s: %s" % (expr[:60], r["exceptionDetails"].get(
                "exception", {}).get("description", r["exceptionDetails"].get("text"))))
        return r["result"].get("value")

    def open(self, path, timeout=60):
        t0 = time.time()
        self.call("Page.navigate", {"url": "file://" + os.path.abspath(path)})
        while time.time() - t0 < timeout:
            if self.eval("!!(window.perfReport && window.perfReport.ready)"):
                return time.time() - t0
            if self.errors:
                break
            time.sleep(0.05)
        raise RuntimeError("the page did not get ready: %s" % (self.errors or "timeout"))

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.tmp, ignore_errors=True)


JS_HELPERS = r"""
window.T = {
  frames(name) { return [...document.querySelectorAll('#flame .f')].filter(e => +e.dataset.i >= 0 &&
                 window.T.name(e) === name); },
  name(e) { const i = +e.dataset.i; return i < 0 ? 'all' : JSON.parse(document.getElementById('data').textContent)
            .funcs[window.T.func(i)][0]; },
  func(i) { if (!window.T.D) window.T.D = JSON.parse(document.getElementById('data').textContent);
            return window.T.D.nodes[2 * i + 1]; },
  width(e) { return e.getBoundingClientRect().width; },
  fw() { return document.getElementById('flame').getBoundingClientRect().width; },
};
true
"""


class Expect:
    """expect(cond, what): prints an ok or FAIL line; the failures are kept."""
    def __init__(self):
        self.failures = []

    def __call__(self, cond, what):
        print(("ok   " if cond else "FAIL ") + what)
        if not cond:
            self.failures.append(what)


def expect_self_contained(dt, page, expect):
    # anything the page loads besides itself would be a network request
    urls = [e["params"]["request"]["url"] for e in dt.events
            if e.get("method") == "Network.requestWillBeSent" and
            e["params"]["request"]["url"] != "file://" + os.path.abspath(page)]
    expect(not urls, "no request besides the page")
    dt.eval("true")
    expect(not dt.errors, "no console error or exception %s" % (dt.errors or ""))


def check(page, hot):
    dt = DevTools()
    expect = Expect()

    try:
        secs = dt.open(page)
        print("page ready in %.2f s (script %.0f ms)" % (secs, dt.eval("window.perfReport.ms")))
        dt.eval(JS_HELPERS)
        n = dt.eval("document.querySelectorAll('#flame .f').length")
        expect(n > 1, "flame graph drawn (%d frames)" % n)
        hotw = dt.eval("Math.max(0, ...T.frames(%s).map(T.width)) / T.fw()" % json.dumps(hot))
        expect(hotw > 0.2, "%s's frame drawn, %.0f%% of the width" % (hot, 100 * hotw))
        # click: zoom on the hot frame's parent-most occurrence that is not full width
        dt.eval("T.frames(%s).sort((a, b) => T.width(b) - T.width(a))[0].click(); true" %
                json.dumps(hot))
        z = dt.eval("window.perfReport.zoomed()")
        w = dt.eval("Math.max(...T.frames(%s).map(T.width)) / T.fw()" % json.dumps(hot))
        expect(z >= 0 and w > 0.99, "click zooms on %s (node %s, now %.0f%% wide)" % (hot, z, 100 * w))
        st = dt.eval("document.getElementById('status').textContent")
        expect("zoomed on " + hot in st, "status says zoomed: %r" % st)
        dt.eval("document.getElementById('reset').click(); true")
        expect(dt.eval("window.perfReport.zoomed()") == -1, "reset zoom")
        # search
        dt.eval("const s = document.getElementById('search'); s.value = %s; "
                "s.dispatchEvent(new Event('input')); true" % json.dumps("^" + hot + "$"))
        hl = dt.eval("[...document.querySelectorAll('#flame .f.hl')].map(T.name)")
        expect(len(hl) > 0 and all(x == hot for x in hl),
               "search highlights %d frames, all %s" % (len(hl), hot))
        color = dt.eval("getComputedStyle(document.querySelector('#flame .f.hl')).backgroundColor")
        expect(color == "rgb(224, 64, 251)", "highlighted frames are coloured (%s)" % color)
        st = dt.eval("document.getElementById('status').textContent")
        expect("matched:" in st, "status shows the matched share: %r" % st)
        # icicle view: the same frames upside down ("all" on top, callees below callers)
        pos = "[document.querySelector('#flame .f[data-i=\"-1\"]').offsetTop, T.frames(%s)[0].offsetTop]" % json.dumps(hot)
        flame_pos = dt.eval(pos)
        dt.eval("document.getElementById('view').click(); true")
        icicle_pos = dt.eval(pos)
        expect(flame_pos[0] > flame_pos[1] and icicle_pos[0] == 0 and icicle_pos[1] > 0,
               "flame graph: 'all' at %d px below %s at %d; icicle: 'all' at %d above it at %d" %
               (flame_pos[0], hot, flame_pos[1], icicle_pos[0], icicle_pos[1]))
        # hover tooltip
        shown = dt.eval("""(() => { const e = T.frames(%s)[0], r = e.getBoundingClientRect();
            e.dispatchEvent(new MouseEvent('mousemove', {bubbles: true, clientX: r.left + 2, clientY: r.top + 2}));
            const t = document.getElementById('tip'); return t.style.display + '|' + t.textContent; })()""" %
                        json.dumps(hot))
        expect(shown.startswith("block|" + hot) and "samples" in shown, "tooltip: %r" % shown[:100])
        # table: sorting by a column
        dt.eval("document.querySelector('#table th[data-k=name]').click(); true")
        names = dt.eval("[...document.querySelectorAll('#table tbody tr td:last-child')].map(e => e.textContent)")
        expect(len(names) > 1 and names == sorted(names), "table sorted by symbol (%d rows)" % len(names))
        dt.eval("document.querySelector('#table th[data-k=total]').click(); true")
        tot = dt.eval("[...document.querySelectorAll('#table tbody tr td:nth-child(4)')].map(e => +e.textContent)")
        expect(tot == sorted(tot, reverse=True), "table sorted by total samples")
        top_row = dt.eval("document.querySelector('#table tbody tr td:last-child').textContent")
        print("     top row by total: %s" % top_row)
        # thread filter: the least busy thread alone
        r = dt.eval("""(() => { const s = document.getElementById('threads');
            const o = s.options[s.options.length - 1]; o.selected = true;
            s.dispatchEvent(new Event('change')); return [o.textContent, document.getElementById('status').textContent]; })()""")
        want = r[0].rsplit("(", 1)[1].rstrip(")")
        expect((" %s samples" % format(int(want), ",")) in r[1] or (" %s samples" % want) in r[1],
               "thread filter %r: status %r" % (r[0], r[1]))
        cpus = dt.eval("document.getElementById('cpus').options.length")
        expect(cpus >= 1, "CPU filter lists %d entries" % cpus)
        if dt.eval("!document.getElementById('cpus').options[0].disabled"):
            # thread filter off, the first CPU alone: the total is that CPU's samples
            r = dt.eval("""(() => { const t = document.getElementById('threads');
                for (const o of t.options) o.selected = false; t.dispatchEvent(new Event('change'));
                const s = document.getElementById('cpus'), o = s.options[0]; o.selected = true;
                s.dispatchEvent(new Event('change'));
                let n = 0; const E = T.D.entries;
                for (let i = 0; i < E.length; i += 4) if (E[i + 1] === +o.value) n += E[i + 3];
                return [o.textContent, n.toLocaleString(), document.getElementById('status').textContent]; })()""")
            expect(r[2].startswith("cpu-clock: %s samples" % r[1]) or (" %s samples" % r[1]) in r[2],
                   "CPU filter %r: status %r (expected %s)" % (r[0], r[2], r[1]))
        tl = dt.eval("document.getElementById('timeline').height")
        expect(tl > 14, "timeline drawn (%d px high)" % tl)
        facts = dt.eval("document.getElementById('facts').textContent")
        expect("samples:" in facts and "events:" in facts, "header facts: %r" % facts[:80])
        expect_self_contained(dt, page, expect)
    finally:
        dt.close()
    return 1 if expect.failures else 0


def diff_check(page, hot, delta):
    dt = DevTools()
    expect = Expect()

    try:
        dt.open(page)
        dt.eval(JS_HELPERS)
        expect(dt.eval("window.perfReport.diff") is True, "the page is a differential one")
        q = json.dumps(hot)
        neww = dt.eval("Math.max(0, ...T.frames(%s).map(T.width)) / T.fw()" % q)
        expect(neww > 0.2, "%s's frame drawn, %.0f%% of the width (the new file's)" % (hot, 100 * neww))
        rgb = dt.eval("getComputedStyle(T.frames(%s)[0]).backgroundColor" % q)
        r, g, b = [int(x) for x in rgb[rgb.index("(") + 1:-1].split(",")[:3]]
        expect(r == 255 and g == b and g < 200, "%s is red, it grew (%s)" % (hot, rgb))
        tip = dt.eval("""(() => { const e = T.frames(%s)[0], r = e.getBoundingClientRect();
            e.dispatchEvent(new MouseEvent('mousemove', {bubbles: true, clientX: r.left + 2, clientY: r.top + 2}));
            return document.getElementById('tip').textContent; })()""" % q)
        expect(tip.startswith(hot) and "new: " in tip and "baseline: " in tip and "change: +" in tip,
               "tooltip with both values and the change: %r" % tip)
        dt.eval("document.getElementById('widths').click(); true")
        basew = dt.eval("Math.max(0, ...T.frames(%s).map(T.width)) / T.fw()" % q)
        st = dt.eval("document.getElementById('status').textContent")
        expect(0 < basew < neww and "widths: baseline" in st,
               "baseline widths: %s %.0f%% wide (status %r)" % (hot, 100 * basew, st))
        dt.eval("document.getElementById('widths').click(); true")
        dt.eval("const s = document.getElementById('search'); s.value = %s; "
                "s.dispatchEvent(new Event('input')); true" % json.dumps("^" + hot + "$"))
        hl = dt.eval("[...document.querySelectorAll('#flame .f.hl')].map(T.name)")
        expect(len(hl) > 0 and all(x == hot for x in hl), "search highlights %d frames, all %s" % (len(hl), hot))
        head = dt.eval("[...document.querySelectorAll('#table th')].map(e => e.textContent)")
        expect(head[:3] == ["Baseline", "New", "Delta"], "table columns %r" % head)
        row = dt.eval("""[...document.querySelectorAll('#table tbody tr')].map(r => [...r.children].map(c => c.textContent))
                         .find(c => c[c.length - 1].replace(/^\\[.\\] /, '') === %s)""" % q)
        expect(row and row[2] == delta, "table row of %s: %r, delta %s expected" % (hot, row, delta))
        expect_self_contained(dt, page, expect)
    finally:
        dt.close()
    return 1 if expect.failures else 0


def off_check(page, on_hot, off_hot):
    dt = DevTools()
    expect = Expect()

    def widest(name):
        return dt.eval("Math.max(0, ...T.frames(%s).map(T.width)) / T.fw()" % json.dumps(name))

    def status():
        return dt.eval("document.getElementById('status').textContent")

    try:
        dt.open(page)
        dt.eval(JS_HELPERS)
        expect(dt.eval("!document.getElementById('offcpu').hidden"), "the Off-CPU time button shows")
        st = status()
        expect("(on-CPU)" in st and st.endswith(" samples"), "on-CPU view, labelled: %r" % st)
        w_on = widest(on_hot)
        expect(w_on > 0.2, "on CPU: %s drawn, %.0f%% of the width" % (on_hot, 100 * w_on))
        dt.eval("document.getElementById('offcpu').click(); true")
        st = status()
        expect("(off-CPU)" in st and st.endswith(" ns off CPU"), "off-CPU view, labelled: %r" % st)
        w_off = widest(off_hot)
        expect(w_off > 0.2, "off CPU: %s drawn, %.0f%% of the width" % (off_hot, 100 * w_off))
        expect(widest(on_hot) < 0.05, "off CPU: %s (on CPU) hardly drawn" % on_hot)
        rgb = dt.eval("getComputedStyle(T.frames(%s)[0]).backgroundColor" % json.dumps(off_hot))
        c = [int(x) for x in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
        expect(c[2] > c[0] and c[2] > c[1], "off-CPU frames are blue (%s)" % rgb)
        th = dt.eval("document.querySelector('#table th[data-k=selfn]').textContent")
        expect(th == "Self ns", "table in ns: %r" % th)
        shown = dt.eval("""(() => { const e = T.frames(%s)[0], r = e.getBoundingClientRect();
            e.dispatchEvent(new MouseEvent('mousemove', {bubbles: true, clientX: r.left + 2, clientY: r.top + 2}));
            return document.getElementById('tip').textContent; })()""" % json.dumps(off_hot))
        expect("ns off CPU" in shown, "tooltip in ns off CPU: %r" % shown[:100])
        dt.eval("document.getElementById('offcpu').click(); true")
        st = status()
        expect("(on-CPU)" in st and widest(on_hot) > 0.2, "back on CPU: %r" % st)
        expect_self_contained(dt, page, expect)
    finally:
        dt.close()
    return 1 if expect.failures else 0


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    cmd, page = sys.argv[1], sys.argv[2]
    if cmd == "check":
        return check(page, sys.argv[3])
    if cmd == "diffcheck" and len(sys.argv) == 5:
        return diff_check(page, sys.argv[3], sys.argv[4])
    if cmd == "offcheck" and len(sys.argv) == 5:
        return off_check(page, sys.argv[3], sys.argv[4])
    if cmd == "screenshot":
        w, h = (sys.argv[4] if len(sys.argv) > 4 else "1200x800").split("x")
        dt = DevTools(int(w), int(h))
        try:
            dt.open(page)
            time.sleep(0.2)
            png = dt.call("Page.captureScreenshot", {"format": "png"})["data"]
            with open(sys.argv[3], "wb") as f:
                f.write(base64.b64decode(png))
        finally:
            dt.close()
        return 0
    if cmd == "time":
        dt = DevTools()
        try:
            secs = dt.open(page)
            print("%.0f ms to ready (script %.0f ms)" % (secs * 1000, dt.eval("window.perfReport.ms")))
        finally:
            dt.close()
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
