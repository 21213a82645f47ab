"""How long a key takes to end tablekit view while SQLite is busy, measured from the key's
byte written to the pty to the process's exit (or, for Esc, to the screen it leaves).

Cases: a search over an endless recursive query, End on that query, a query whose first row
never comes, and a database locked by another connection. The baseline, in the same run,
is the same key on a one-row table that has finished loading: the ratio says what the busy
SQLite adds to an idle quit. The promise (docs/RELIABILITY.md) is 100 ms at most.

    python3 Benchmarks/pty/quit_bench.py [--tablekit PATH] [--runs 5]

Prints one JSON line per case and key in tablekit-bench's shape (milliseconds, the slowest
of the runs, with the idle quit of the same key as baseline), then a summary line.
"""
import argparse
import os
import re
import sqlite3
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
import ptyscreen  # noqa: E402

ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c"
KEYS = {"q": b"q", "^C": b"\x03", "Esc": b"\x1b"}
DOWN, END = b"\x1b[B", b"\x1b[F"


def database(path):
    db = sqlite3.connect(path)
    db.executescript(f"CREATE TABLE t (a); INSERT INTO t VALUES (1); CREATE VIEW forever AS {ENDLESS};")
    db.commit()
    db.close()


def wait_screen(s, pattern, limit=20.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        s.pump(0.02)
        if any(re.search(pattern, row) for row in s.screen.display):
            return
    raise TimeoutError(f"{pattern!r} not on the screen: {s.screen.display!r}")


def until_exit(s, key):
    """Writes `key`; returns the milliseconds until the program exits (10 s at most)."""
    start = time.monotonic()
    s.write(key)
    while time.monotonic() - start < 10:
        s.pump(0.001)
        pid, _ = os.waitpid(s.pid, os.WNOHANG)
        if pid:
            ms = (time.monotonic() - start) * 1000
            os.close(s.fd)
            os.unlink(s.report)
            return ms
    raise RuntimeError(f"still running 10 s after {key!r}: {s.screen.display!r}")


def until_gone(s, key, pattern):
    """Writes `key`; returns the milliseconds until `pattern` leaves the screen, then quits."""
    start = time.monotonic()
    s.write(key)
    while time.monotonic() - start < 10:
        s.pump(0.001)
        if not any(re.search(pattern, row) for row in s.screen.display):
            ms = (time.monotonic() - start) * 1000
            until_exit(s, b"q")
            return ms
    raise RuntimeError(f"{pattern!r} still shown 10 s after {key!r}")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tablekit")
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    os.chdir(ptyscreen.ROOT)
    tablekit = ptyscreen.release_tablekit(args.tablekit)
    work = tempfile.mkdtemp(prefix="tk-quit-")
    db = os.path.join(work, "endless.sqlite")
    database(db)
    locked = os.path.join(work, "locked.sqlite")
    database(locked)
    holder = sqlite3.connect(locked, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")

    def start(extra, ready):
        s = ptyscreen.Screen([tablekit, "view"] + extra)
        wait_screen(s, ready)
        return s

    def idle():
        return start([db, "--table", "t"], r"1 row")

    def search():
        s = start([db, "--query", ENDLESS], "counting…")
        time.sleep(1)
        s.write(b"/7" + DOWN)
        wait_screen(s, "🔍 7")
        return s

    def end():
        s = start([db, "--query", ENDLESS], "counting…")
        time.sleep(1)
        s.write(END)
        time.sleep(0.3)
        return s

    def first_row():
        return start([db, "--query", "SELECT count(*) AS n FROM forever"], "waiting for the first row")

    def lock():
        return start([locked], "locked")

    cases = [
        ("search of an endless query", search, ["q", "^C"], "🔍 7"),
        ("End on an endless query", end, ["q", "^C"], None),
        ("a first row that never comes", first_row, ["q", "^C"], None),
        ("a locked database's wait", lock, ["q", "^C", "Esc"], None),
    ]
    baseline = {}
    for key in ["q", "^C"]:
        baseline[key] = statistics.median(until_exit(idle(), KEYS[key]) for _ in range(args.runs))
    baseline["Esc"] = baseline["q"]  # Esc on a loaded first sheet does not quit: q is its idle twin
    slowest = 0.0
    for name, make, keys, shown in cases:
        for key in keys:
            times = [until_exit(make(), KEYS[key]) for _ in range(args.runs)]
            slowest = max(slowest, max(times))
            ptyscreen.line(f"quit: {key} during {name} (slowest of {args.runs})", max(times),
                           baseline[key], f"{'q' if key == 'Esc' else key} on a loaded one-row table (median)",
                           unit="ms")
        if shown:
            times = [until_gone(make(), KEYS["Esc"], shown) for _ in range(args.runs)]
            slowest = max(slowest, max(times))
            ptyscreen.line(f"quit: Esc ends the {name} (slowest of {args.runs})", max(times),
                           baseline["q"], "q on a loaded one-row table (median)", unit="ms")
    holder.rollback()
    holder.close()
    print(f"# slowest key of all: {slowest:.0f} ms (promise: 100 ms)", flush=True)


if __name__ == "__main__":
    main()
