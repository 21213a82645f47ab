#!/usr/bin/env python3
"""`tablekit view` beside `less` in a real terminal: first screen, the end, the first search
hit, and the session's peak memory, on the same files in the same run, interleaved.

Each round runs the release-built `tablekit view FILE` and `less FILE` in a pseudo-terminal
of 80x24 (TERM=xterm-256color, under GNU time for the peak memory), in alternating order,
and measures, from the moment the program is started:

- first screen: until the file's first record is on screen;
- end: `G` is pressed as soon as the first screen shows, until the last record is on screen
  (the time is from the start, as a person who opens a file to read its end meets it);
- first hit: then a search for a word whose first occurrence is about half-way down the
  file (`/` and the word, then Enter for less), until that record is on screen, timed from
  the search's last key;
- peak memory: the program's VmHWM after the search.

The screen is the one pyte renders from the program's output, read as it arrives (no
polling interval). Prints one JSON object per measure and round, in tablekit-bench's shape
(name, value, unit), then one per measure with the medians and the ratio tablekit ÷ less
(`baseline`, `baselineName`, `ratio`), and the machine's load before and after.

    python3 Benchmarks/pty/less_bench.py [--data /tmp/tablekit-viewer]
        [--files people-1m.csv,lines-10m.txt] [--rounds 3] [--tablekit PATH] [--build]

Run it from the package root after `swift build -c release --product tablekit` and
`bash Benchmarks/viewer.sh` (which makes the files), or pass --build.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

from ptyscreen import ROOT, Screen, line, release_tablekit


def records(path):
    """The file's first, middle and last records as (first field, second field's first word):
    the text a screen line starts with in both programs. The middle record's number is what
    is searched for: no earlier record contains it, so its first occurrence is its own."""
    csv = path.endswith(".csv")
    fields = lambda raw: raw.decode().rstrip("\n").split("," if csv else " ")
    with open(path, "rb") as f:
        if csv:
            f.readline()
        first = fields(f.readline())
    count = int(subprocess.run(["wc", "-l", path], check=True, capture_output=True, text=True).stdout.split()[0])
    count -= 1 if csv else 0
    with open(path, "rb") as f:
        for number, raw in enumerate(f, 0 if csv else 1):
            if number == count // 2:
                middle = fields(raw)
                break
        f.seek(max(0, os.path.getsize(path) - 4096))
        last = fields(f.read().splitlines()[-1])
    return [(r[0], r[1].split(" ")[0]) for r in (first, middle, last)]


def record(fields):
    """A screen line showing the record: its first field, then (after spaces, a comma or a
    column rule) its second field, at the start of the line."""
    return r"^\s*" + re.escape(fields[0]) + r"[\s,│|]+" + re.escape(fields[1])


def on_screen(screen, pattern):
    return any(re.search(pattern, row) for row in screen.screen.display)


def until(screen, pattern, started, limit=120.0):
    """Seconds from `started` until a screen line matches `pattern` (read as output arrives)."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if on_screen(screen, pattern):
            return time.monotonic() - started
        screen.pump(0.05)
    raise TimeoutError(f"{pattern!r} never on screen: {screen.screen.display!r}")


def session(argv, first, middle, last, is_less):
    """One run: (first screen, end, first hit) in seconds and the peak memory in MiB."""
    started = time.monotonic()
    screen = Screen(argv)
    first_screen = until(screen, record(first), started)
    screen.write(b"G")
    end = until(screen, record(last), started)
    screen.settle(0.3)
    screen.write(b"g")
    screen.settle(0.3)
    # less searches on Enter; tablekit filters as the word is typed: both get the whole
    # word in one write, timed from it.
    asked = time.monotonic()
    screen.write(b"/" + middle[0].encode() + (b"\r" if is_less else b""))
    hit = until(screen, record(middle), asked)
    screen.settle(0.3)
    peak = screen.memory()["VmHWM"]
    screen.finish(b"q" if is_less else b"\x03")
    return first_screen, end, hit, peak


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", action="store_true", help="build the release tablekit first")
    ap.add_argument("--data", default="/tmp/tablekit-viewer")
    ap.add_argument("--files", default="people-1m.csv,lines-10m.txt")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--tablekit", help="the tablekit binary (default: the release build's)")
    args = ap.parse_args()
    os.chdir(ROOT)
    tablekit = release_tablekit(args.tablekit, args.build)
    measures = ("first screen", "G, the end, from launch", "first search hit", "peak RSS of the session")
    units = ("ms", "ms", "ms", "MiB")
    for name in args.files.split(","):
        path = os.path.join(args.data, name)
        first, middle, last = records(path)
        tag = f"({name})"
        line(f"less.machine load average, 1 minute, before {tag}", os.getloadavg()[0], unit="load")
        runs = {"tablekit": [], "less": []}
        programs = {"tablekit": [tablekit, "view", path], "less": ["less", path]}
        for round_ in range(args.rounds):
            order = ("tablekit", "less") if round_ % 2 == 0 else ("less", "tablekit")
            for program in order:
                values = session(programs[program], first, middle, last, program == "less")
                values = (values[0] * 1000, values[1] * 1000, values[2] * 1000, values[3])
                runs[program].append(values)
                for measure, unit, value in zip(measures, units, values):
                    line(f"less.{program} {measure} {tag} round {round_ + 1}", value, unit=unit)
        for i, (measure, unit) in enumerate(zip(measures, units)):
            ours = statistics.median(v[i] for v in runs["tablekit"])
            peer = statistics.median(v[i] for v in runs["less"])
            line(f"less.tablekit view {measure}, median of {args.rounds} {tag}", ours, peer,
                 f"less, same file, median of {args.rounds}", unit=unit)
        line(f"less.machine load average, 1 minute, after {tag}", os.getloadavg()[0], unit="load")


if __name__ == "__main__":
    sys.exit(main())
