#!/usr/bin/env python3
"""Peak memory of the real `tablekit view` in a pty, against `less` and `wc -l`.

Runs the release-built `tablekit view FILE` in a pseudo-terminal of 80x24
(TERM=xterm-256color) on each text file that Benchmarks/viewer.sh makes, as a person
would: waits for the status line to give the full count, then for the memory to stay
still for a second (the background copy of the non-ASCII lines for search is made after
the count), presses G (the last line), types a search (`/`, then each letter of --search,
waiting for the results after each), and quits with ^C. After each step it reads the
program's peak so far (`VmHWM` in /proc/PID/status) and its resident anonymous and
file-backed memory at that moment (`RssAnon`, `RssFile`); after it exits, its
`ru_maxrss` (reported by GNU time, which runs it: see timed()). In the same run, on the
same file: `less +G FILE` in the same kind of pty (then `?` and the same search
backwards, then q) and `wc -l FILE`, measured the same way.

Prints one JSON object per line, in tablekit-bench's shape: name, value (MiB), unit,
baseline (the issue's goal, 100 MiB + 10 bytes a line, or the peer's value), baselineName,
ratio (value / baseline).

    python3 Benchmarks/pty/rss_bench.py [--data /tmp/tablekit-viewer] [--files lines-1m.txt,lines-10m.txt]
        [--tablekit PATH] [--open-only]

Run it from the package root after `swift build -c release --product tablekit` and
`bash Benchmarks/viewer.sh` (which makes the files), or pass --build.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

from ptyscreen import MIB, ROOT, Screen, line, max_rss, release_tablekit, timed

def load():
    return os.getloadavg()[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", action="store_true", help="build the release tablekit first")
    ap.add_argument("--data", default="/tmp/tablekit-viewer")
    ap.add_argument("--files", default="lines-1m.txt,lines-10m.txt")
    ap.add_argument("--search", default="ma", help="letters typed after / (default ma)")
    ap.add_argument("--tablekit", help="the tablekit binary (default: the release build's)")
    ap.add_argument("--open-only", action="store_true",
                    help="open and count only: no G and no search (for JSON, whose last row is not its line number)")
    args = ap.parse_args()
    os.chdir(ROOT)
    tablekit = release_tablekit(args.tablekit, args.build)
    for name in args.files.split(","):
        path = os.path.join(args.data, name)
        lines = int(subprocess.run(["wc", "-l", path], check=True, capture_output=True, text=True).stdout.split()[0])
        goal = 100 + 10 * lines / MIB
        goal_name = "goal: 100 MiB + 10 bytes a line"
        tag = f"({name})"
        line(f"rss.machine load average, 1 minute, before {tag}", load(), unit="load")
        line(f"rss.file size {tag}", os.path.getsize(path) / MIB)

        # wc -l: the count's peer.
        report = tempfile.NamedTemporaryFile(prefix="tk-rss-", delete=False).name
        subprocess.run(timed(["wc", "-l", path], report), check=True, stdout=subprocess.DEVNULL)
        line(f"rss.wc -l max RSS {tag}", max_rss(report))

        # less +G, then a backward search.
        less = Screen(["less", "+G", path])
        less.wait_for(r"\(END\)", -1)
        m = less.memory()
        less_end = m["VmHWM"]
        line(f"rss.less +G peak RSS at the end {tag}", less_end)
        less.write(b"?" + args.search.encode() + b"\r")
        less.settle()
        less_search = less.memory()["VmHWM"]
        line(f"rss.less peak RSS after ?{args.search} {tag}", less_search)
        less_max = less.finish(b"q")
        line(f"rss.less max RSS {tag}", less_max)

        # tablekit view: open and count, G, the search letter by letter, ^C.
        ours = Screen([tablekit, "view", path])
        # The complete count: "N rows" with no "counting…" before it. A text file has a row
        # a line; a JSON file's rows are its records, so any final count is taken.
        count = f"{lines:,} rows"
        ours.wait_for(r"^\s*" + (r"[\d,]+ rows" if args.open_only else re.escape(count)) + r"\b", -2)
        m = ours.memory()
        line(f"rss.tablekit view peak RSS when the count is shown {tag}", m["VmHWM"], goal, goal_name)
        # Then the folding thread copies the non-ASCII lines for search: wait until the
        # resident memory stays the same for a second.
        ours.idle()
        m = ours.memory()
        line(f"rss.tablekit view peak RSS open+count, idle {tag}", m["VmHWM"], goal, goal_name)
        line(f"rss.tablekit view peak RSS open+count, idle vs less +G {tag}", m["VmHWM"], less_end, "less +G, same file")
        line(f"rss.tablekit view RssAnon open+count, idle {tag}", m["RssAnon"])
        line(f"rss.tablekit view RssFile open+count, idle {tag}", m["RssFile"])
        line(f"rss.tablekit view line index (8 bytes a line) {tag}", 8 * lines / MIB)
        if args.open_only:
            ours_max = ours.finish(b"\x03")
            line(f"rss.tablekit view max RSS {tag}", ours_max, goal, goal_name)
            line(f"rss.machine load average, 1 minute, after {tag}", load(), unit="load")
            continue
        ours.write(b"G")
        ours.wait_for(r"^\s*" + re.escape(f"{lines} "), -3)  # the last line is on screen
        m = ours.memory()
        line(f"rss.tablekit view peak RSS after G {tag}", m["VmHWM"], goal, goal_name)
        ours.write(b"/")
        ours.settle(0.3)
        typed = ""
        for letter in args.search:
            typed += letter
            ours.write(letter.encode())
            ours.wait_for(r"^\s*[\d,]+ of " + re.escape(count) + r"\s*$", -2)
            m = ours.memory()
            line(f"rss.tablekit view peak RSS after /{typed} {tag}", m["VmHWM"], goal, goal_name)
            line(f"rss.tablekit view RssAnon after /{typed} {tag}", m["RssAnon"])
            line(f"rss.tablekit view RssFile after /{typed} {tag}", m["RssFile"])
        line(f"rss.tablekit view peak RSS after /{typed} vs less ?{args.search} {tag}", m["VmHWM"], less_search,
             f"less ?{args.search}, same file")
        ours_max = ours.finish(b"\x03")
        line(f"rss.tablekit view max RSS {tag}", ours_max, goal, goal_name)
        line(f"rss.tablekit view max RSS vs less {tag}", ours_max, less_max, "less +G, ?" + args.search)
        line(f"rss.machine load average, 1 minute, after {tag}", load(), unit="load")


if __name__ == "__main__":
    sys.exit(main())
