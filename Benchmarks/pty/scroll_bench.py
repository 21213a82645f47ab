#!/usr/bin/env python3
"""Bytes and latency of a one-line scroll through a real pty: TableKit against ncurses.

Runs the release-built `sections` and `tablekit view` on the same property list, and an
ncurses baseline program (ncurses_list.c, compiled here with gcc against ncursesw) showing
the same names in the same layout, each in its own pseudo-terminal of the given size with TERM=xterm-256color.
It moves the cursor to the bottom line, then presses `j` KEYS times (each press scrolls
the list by one line), then to the top line and presses `k` KEYS times (one line up
each). For each press it counts the bytes the program writes and the time from writing
the key to the last byte (the output is over once nothing more comes for QUIET seconds).
TableKit and the baseline run side by side and take turns, key by key, so that both see
the same load on the machine.

Prints one JSON object per line: the program, the size, the direction, the median bytes
and latency per one-line scroll, the baseline's, and the ratios (program / baseline).

    python3 Benchmarks/pty/scroll_bench.py [--build] [--keys N] [--sizes 120x40,80x24]

Run it from the package root after `swift build -c release --product sections
--product tablekit` (or pass --build).
"""
import argparse
import fcntl
import json
import os
import plistlib
import pty
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLIST = os.path.join(ROOT, "Examples", "Sections", "Resources", "sortednames.plist")
QUIET = 0.05  # seconds of silence that end one frame's output


class Pty:
    """A program running in a pseudo-terminal of `width`×`height`."""

    def __init__(self, argv, width, height, env=None):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            e = dict(os.environ)
            e.update({"TERM": "xterm-256color", "LANG": "C.UTF-8"})
            e.pop("LINES", None)
            e.pop("COLUMNS", None)
            e.update(env or {})
            # The child's pty is its controlling terminal: set its size before exec.
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
            os.execvpe(argv[0], argv, e)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))

    def drain(self, quiet=QUIET, limit=10.0):
        """Reads until nothing comes for `quiet` seconds; returns (bytes, time of last byte)."""
        data = bytearray()
        last = None
        end = time.monotonic() + limit
        while time.monotonic() < end:
            r, _, _ = select.select([self.fd], [], [], quiet)
            if not r:
                break
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            last = time.monotonic()
            data += chunk
        return bytes(data), last

    def press(self, key):
        """Writes `key`; returns (bytes written in answer, seconds from the key to the last byte)."""
        t0 = time.monotonic()
        os.write(self.fd, key)
        data, last = self.drain()
        return data, (last - t0) if last else 0.0

    def close(self):
        try:
            os.write(self.fd, b"q")
            self.drain(quiet=0.2, limit=2)
        except OSError:
            pass
        for _ in range(50):
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            time.sleep(0.05)
        else:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        os.close(self.fd)


def measure(programs, width, height, keys, headers=True):
    """Scrolls each program `keys` lines down, then `keys` lines up, the programs' presses
    taking turns (so that both see the same load on the machine); returns, per program,
    {direction: [(bytes, seconds)], "idle": bytes written while no key came}."""
    ptys = [Pty(argv, width, height) for argv in programs]
    try:
        for p in ptys:
            p.drain(quiet=0.5, limit=20)
        results = [{"down": [], "up": []} for _ in ptys]
        bottom = height - 3
        top = 1 if headers else 0
        for direction, key in (("down", b"j"), ("up", b"k")):
            # No cursor row at first; the first key puts it on the top line (under the
            # pinned header, if any). Down: to the bottom line first; up: back to the top.
            for p in ptys:
                for _ in range(bottom - top + 1 if key == b"j" else bottom - top):
                    p.press(key)
            for _ in range(keys):
                for p, r in zip(ptys, results):
                    r[direction].append(p.press(key))
        for p, r in zip(ptys, results):
            r["idle"] = len(p.drain(quiet=0.3, limit=0.6)[0])
        return results
    finally:
        for p in ptys:
            p.close()


def printed_screen(argv, width, height):
    """The program's headless rendering (`--print`) as lines of text."""
    out = subprocess.run(argv + ["--print", "--width", str(width), "--height", str(height)],
                         check=True, capture_output=True, text=True).stdout
    return out.rstrip("\n").split("\n")


def baseline_inputs(tmp, tag, entries, screen, width, height):
    """Writes the baseline's LIST, INDEX, STATUS and HELP files from the printed screen."""
    table = screen[:height - 2]
    has_index = any(len(line) > width - 3 and line[width - 3:].strip() for line in table)
    index = [line[width - 3:].strip() if has_index and len(line) > width - 3 else "" for line in table]
    files = []
    for name, lines in (("list", entries), ("index", index), ("status", [screen[height - 2].strip()]),
                        ("help", [screen[height - 1]])):
        path = os.path.join(tmp, f"{tag}-{width}x{height}.{name}")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        files.append(path)
    return files


def summary(samples):
    return statistics.median(len(b) for b, _ in samples), statistics.median(t for _, t in samples) * 1000


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", action="store_true", help="build the release products first")
    ap.add_argument("--keys", type=int, default=60, help="one-line scrolls per direction (default 60)")
    ap.add_argument("--sizes", default="120x40,80x24")
    args = ap.parse_args()
    os.chdir(ROOT)
    if args.build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "sections"], check=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "tablekit"], check=True)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"],
                            check=True, capture_output=True, text=True).stdout.strip()
    tmp = tempfile.mkdtemp(prefix="tk-pty-")
    try:
        baseline = os.path.join(tmp, "ncurses_list")
        subprocess.run(["gcc", "-O2", "-o", baseline, os.path.join(ROOT, "Benchmarks", "pty", "ncurses_list.c"),
                        "-lncursesw"], check=True)
        with open(PLIST, "rb") as f:
            sections = plistlib.load(f)
        entries = [e for k in sorted(sections) for e in ["#" + k] + sections[k]]
        cases = [
            ("sections", [os.path.join(bindir, "sections")], entries),
            ("tablekit view (plist, index)", [os.path.join(bindir, "tablekit"), "view", PLIST], entries),
        ]
        for size in args.sizes.split(","):
            width, height = (int(v) for v in size.split("x"))
            for tag, (name, argv, content) in enumerate(cases):
                screen = printed_screen(argv, width, height)
                base_argv = [baseline] + baseline_inputs(tmp, str(tag), content, screen, width, height)
                headers = any(e.startswith("#") for e in content)
                ours, theirs = measure([argv, base_argv], width, height, args.keys, headers)
                for direction in ("down", "up"):
                    b, ms = summary(ours[direction])
                    bb, bms = summary(theirs[direction])
                    print(json.dumps({
                        "program": name, "size": size, "scroll": f"one line {direction}", "keys": args.keys,
                        "bytes": b, "baseline_bytes": bb, "bytes_ratio": round(b / bb, 3),
                        "latency_ms": round(ms, 3), "baseline_latency_ms": round(bms, 3),
                        "latency_ratio": round(ms / bms, 3),
                        "baseline": "ncurses_list.c (ncursesw, list window + wscrl, index window)",
                        "idle_bytes": ours["idle"],
                    }), flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
