"""A program in a pseudo-terminal whose output is kept as a screen (pyte), for the pty
benchmarks: rss_bench.py, less_bench.py.

`Screen(argv)` forks `argv` under GNU time (for its ru_maxrss) in a WIDTH×HEIGHT pty with
TERM=xterm-256color; `pump`, `wait_for`, `settle` and `idle` read its output; `memory()`
reads the program's VmHWM, RssAnon and RssFile; `finish(keys)` quits it. `line(...)` prints
one JSON object in tablekit-bench's shape.
"""
import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import subprocess
import tempfile
import termios
import time

import pyte

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WIDTH, HEIGHT = 80, 24
MIB = 1024 * 1024


class TerminalScreen(pyte.Screen):
    """pyte's screen with the xterm sequences TableKit writes and pyte lacks: scroll up and
    down within the margins (`indn`, `rin`: CSI n S, CSI n T) and repeat the last
    character (`rep`: CSI n b)."""

    last = " "

    def draw(self, data):
        if data:
            self.last = data[-1]
        super().draw(data)

    def _scroll(self, count, down):
        top, bottom = (self.margins.top, self.margins.bottom) if self.margins else (0, self.lines - 1)
        x, y = self.cursor.x, self.cursor.y
        self.cursor.y = top if down else bottom
        for _ in range(max(count or 1, 1)):
            (self.reverse_index if down else self.index)()
        self.cursor.x, self.cursor.y = x, y

    def scroll_up(self, count=1, *args, **kwargs):
        self._scroll(count, down=False)

    def scroll_down(self, count=1, *args, **kwargs):
        self._scroll(count, down=True)

    def repeat_last(self, count=1, *args, **kwargs):
        self.draw(self.last * max(count or 1, 1))


class TerminalStream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down", b="repeat_last")


class Screen:
    """A program in a pseudo-terminal of WIDTH×HEIGHT whose output is kept as a screen."""

    def __init__(self, argv):
        self.report = tempfile.NamedTemporaryFile(prefix="tk-rss-", delete=False).name
        argv = timed(argv, self.report)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LESSHISTFILE="-")
            env.pop("LINES", None)
            env.pop("COLUMNS", None)
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
            os.execvpe(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
        self.screen = TerminalScreen(WIDTH, HEIGHT)
        self.stream = TerminalStream(self.screen)

    def pump(self, seconds):
        """Feeds what the program writes for up to `seconds`; returns whether anything came."""
        r, _, _ = select.select([self.fd], [], [], seconds)
        if not r:
            return False
        try:
            data = os.read(self.fd, 1 << 16)
        except OSError:
            return False
        self.stream.feed(data)
        return bool(data)

    def wait_for(self, pattern, line, limit=120.0, quiet=0.3):
        """Waits until screen line `line` (negative: from the bottom) matches `pattern` and
        then nothing more comes for `quiet` seconds; returns the line."""
        end = time.monotonic() + limit
        while time.monotonic() < end:
            self.pump(0.05)
            text = self.screen.display[line]
            if re.search(pattern, text):
                while self.pump(quiet):
                    pass
                text = self.screen.display[line]
                if re.search(pattern, text):
                    return text.strip()
        raise TimeoutError(f"{pattern!r} not on line {line}: {self.screen.display!r}")

    def settle(self, quiet=0.5):
        while self.pump(quiet):
            pass

    def idle(self, still=1.0, limit=120.0):
        """Waits until the program's resident memory stays the same for `still` seconds."""
        end = time.monotonic() + limit
        last, since = None, time.monotonic()
        while time.monotonic() < end:
            self.pump(0.1)
            m = self.memory()
            now = (m["VmHWM"], m["RssAnon"])
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= still:
                return

    def write(self, data):
        os.write(self.fd, data)

    def program(self):
        """The measured program's process id: GNU time's child."""
        with open(f"/proc/{self.pid}/task/{self.pid}/children") as f:
            return int(f.read().split()[0])

    def memory(self):
        """Peak resident memory so far and resident anonymous and file memory now, in MiB."""
        fields = {}
        with open(f"/proc/{self.program()}/status") as f:
            for row in f:
                key, _, value = row.partition(":")
                if key in ("VmHWM", "RssAnon", "RssFile"):
                    fields[key] = int(value.split()[0]) / 1024
        return fields

    def finish(self, quit_keys):
        """Quits with `quit_keys`; returns the program's ru_maxrss in MiB (GNU time's %M)."""
        self.write(quit_keys)
        end = time.monotonic() + 10
        while time.monotonic() < end:
            self.pump(0.05)
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                os.close(self.fd)
                return max_rss(self.report)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.fd)
        raise RuntimeError("the program did not quit")


def timed(argv, report):
    """`argv` run by GNU time, which writes the program's ru_maxrss (KiB) to `report`. The
    program is forked by time, a small process: a child forked by this Python process
    would count Python's own resident pages in its ru_maxrss (the kernel keeps the highest
    of every memory image the process had, the one before exec included)."""
    return ["/usr/bin/time", "-f", "%M", "-o", report] + argv


def max_rss(report):
    with open(report) as f:
        value = int(f.read().split()[-1]) / 1024
    os.unlink(report)
    return value


def line(name, value, baseline=None, baseline_name=None, unit="MiB"):
    out = {"name": name, "value": round(value, 2), "unit": unit}
    if baseline is not None:
        out.update(baseline=round(baseline, 2), baselineName=baseline_name, ratio=round(value / baseline, 3))
    print(json.dumps(out), flush=True)


def release_tablekit(given=None, build=False):
    """The tablekit binary to measure: `given`, else the release build's (built first when
    `build`). Run from the package root."""
    if build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "tablekit"], check=True)
    return given or os.path.join(subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], check=True, capture_output=True, text=True
    ).stdout.strip(), "tablekit")
