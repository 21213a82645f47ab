#!/usr/bin/env python3
"""The terminal host's run loop through a real pty: key latency, idle CPU, main-queue latency.

Runs release-built programs in pseudo-terminals (TERM=xterm-256color, 80x24) and prints one
JSON object per measure:

- "key → last byte": `sections`, the cursor on the bottom line, `j` pressed KEYS times
  (each scrolls one line); the median time from writing the key to the frame's last byte
  (the frame is over once nothing comes for 50 ms), as Benchmarks/pty/scroll_bench.py,
  and the main thread's CPU time per key over them (/proc/PID/schedstat).
  With --before DIR, the same for DIR/sections (a build of the previous code), the two
  taking turns key by key so that both see the same load; ROUNDS times, fresh programs
  each round. On a loaded machine run it under `chrt -f 10` (the programs inherit the
  real-time policy), or the medians measure the scheduler's queue.
- "idle CPU": `sections` left alone for IDLE seconds after its first frame; user + system
  CPU time from /proc/PID/stat, and the main thread's voluntary context switches (wake-ups).
  With --before, the same for DIR/sections.
- "main-queue → screen": `photos --run-loop-check`, whose other thread enqueues main-queue
  work every 200 ms carrying CLOCK_MONOTONIC at the enqueue; the time until the pty shows
  that stamp (the same clock here), median and 95th percentile over STAMPS stamps.

    python3 Benchmarks/pty/runloop_bench.py [--bin DIR] [--before DIR] [--keys N] [--rounds N] [--idle S] [--stamps N]

Run it from the package root after `swift build -c release --product sections --product photos`.
"""
import argparse
import json
import os
import re
import select
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from scroll_bench import Pty  # noqa: E402

WIDTH, HEIGHT = 80, 24


def key_latency(programs, keys):
    ptys = [Pty(argv, WIDTH, HEIGHT) for argv in programs]
    try:
        for p in ptys:
            p.drain(quiet=0.5, limit=20)
        for p in ptys:
            for _ in range(HEIGHT - 3):
                p.press(b"j")
        samples = [[] for _ in ptys]
        cpu0 = [main_thread_cpu_seconds(p.pid) for p in ptys]
        for _ in range(keys):
            for p, s in zip(ptys, samples):
                s.append(p.press(b"j")[1])
        cpu = [(main_thread_cpu_seconds(p.pid) - c) * 1000 / keys for p, c in zip(ptys, cpu0)]
        return [(statistics.median(s) * 1000, c) for s, c in zip(samples, cpu)]
    finally:
        for p in ptys:
            p.close()


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main_thread_cpu_seconds(pid):
    """The main thread's time on a CPU, in nanoseconds' precision (/proc/PID/schedstat)."""
    with open(f"/proc/{pid}/schedstat") as f:
        return int(f.read().split()[0]) / 1e9


def wakeups(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"^voluntary_ctxt_switches:\s+(\d+)", f.read(), re.M).group(1))


def idle_cpu(argv, seconds):
    p = Pty(argv, WIDTH, HEIGHT)
    try:
        p.drain(quiet=0.5, limit=20)
        c0, w0 = cpu_seconds(p.pid), wakeups(p.pid)
        end = time.monotonic() + seconds
        written = 0
        while time.monotonic() < end:
            r, _, _ = select.select([p.fd], [], [], max(0, end - time.monotonic()))
            if r:
                written += len(os.read(p.fd, 65536))
        return cpu_seconds(p.pid) - c0, wakeups(p.pid) - w0, written
    finally:
        p.close()


def main_queue_latency(argv, stamps):
    p = Pty(argv, WIDTH, HEIGHT)
    seen, latencies, buffer = set(), [], b""
    try:
        end = time.monotonic() + 10 + stamps * 0.4
        while len(latencies) < stamps and time.monotonic() < end:
            r, _, _ = select.select([p.fd], [], [], 1)
            if not r:
                continue
            chunk = os.read(p.fd, 65536)
            now = time.clock_gettime_ns(time.CLOCK_MONOTONIC)
            buffer = (buffer + chunk)[-4096:]
            # The stamp is written whole (the app shows it on the row that was blank); a
            # blank may be sent as a cursor move (CSI 1 C).
            for m in re.finditer(rb"stamp(?: |\x1b\[1C)(\d{6,})", buffer):
                stamp = int(m.group(1))
                if stamp not in seen and stamp > 0:
                    seen.add(stamp)
                    latencies.append((now - stamp) / 1e6)
            if seen:
                buffer = buffer[-64:]
        return latencies
    finally:
        p.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", help="directory of the release products (default: swift build -c release --show-bin-path)")
    ap.add_argument("--before", help="directory of a release build of the previous code, to compare")
    ap.add_argument("--keys", type=int, default=60)
    ap.add_argument("--rounds", type=int, default=1, help="rounds of the key measure, each with fresh programs")
    ap.add_argument("--idle", type=float, default=10.0)
    ap.add_argument("--stamps", type=int, default=40)
    args = ap.parse_args()
    bindir = args.bin or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"],
                                        check=True, capture_output=True, text=True).stdout.strip()
    builds = [("after", bindir)] + ([("before", args.before)] if args.before else [])
    for round_ in range(1, args.rounds + 1):
        medians = key_latency([[os.path.join(d, "sections")] for _, d in builds], args.keys)
        for (name, _), (ms, cpu) in zip(builds, medians):
            print(json.dumps({"measure": "key → last byte", "program": "sections", "build": name, "size": "80x24",
                              "round": round_, "keys": args.keys, "median_ms": round(ms, 3),
                              "cpu_ms_per_key": round(cpu, 3)}), flush=True)
    for name, d in builds:
        cpu, wakes, written = idle_cpu([os.path.join(d, "sections")], args.idle)
        print(json.dumps({"measure": "idle CPU", "program": "sections", "build": name, "seconds": args.idle,
                          "cpu_ms": round(cpu * 1000, 1), "wakeups": wakes, "bytes_written": written}), flush=True)
    lat = main_queue_latency([os.path.join(bindir, "photos"), "--run-loop-check"], args.stamps)
    if lat:
        lat.sort()
        print(json.dumps({"measure": "main-queue → screen", "program": "photos --run-loop-check", "build": "after",
                          "stamps": len(lat), "median_ms": round(statistics.median(lat), 3),
                          "p95_ms": round(lat[int(len(lat) * 0.95) - 1], 3), "max_ms": round(lat[-1], 3)}), flush=True)


if __name__ == "__main__":
    main()
