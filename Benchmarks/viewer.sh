#!/usr/bin/env bash
# tablekit view's inputs on big files, against peers on the same files in the same run.
#
#   bash Benchmarks/viewer.sh [DIR]      # DIR defaults to /tmp/tablekit-viewer
#
# Makes (once; delete DIR to remake) deterministic files: 1,000,000 and 10,000,000 lines of
# "number first last city" (5% with accented names), a 1,000,000-row CSV
# (id,name,city,amount,joined,note) and the same rows as a SQLite table `people`, as a JSON
# array of objects and as JSON Lines (`note` only where it is not empty), a 50 MB
# line and a 1 GiB sparse file of NULs. Then runs Benchmarks/pty/less_bench.py (tablekit
# view beside `less` in a pty: first screen, G, first search hit, peak memory) and the release-built
# `tablekit-bench --filter viewer`, which measures TableKitData against wc -l, grep -c,
# sort -t, -k and the sqlite3 shell in the same process. Prints JSON lines.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-/tmp/tablekit-viewer}
mkdir -p "$DIR"

if [[ ! -f $DIR/people-1m.sqlite ]]; then
    echo "making files in $DIR…" >&2
    python3 - "$DIR" <<'PY'
import plistlib, random, sqlite3, sys, os
out = sys.argv[1]
names = [n for v in plistlib.load(open("Examples/Sections/Resources/sortednames.plist", "rb")).values() for n in v]
last = ["Smith", "Johnson", "Dupont", "Martin", "Garcia", "Rossi", "Schmidt", "Nowak", "Kim", "Tanaka",
        "Silva", "Jensen", "Murphy", "Cohen", "Ivanov", "Haddad", "Okafor", "Larsen", "Novak", "Moreau"]
accented = ["José Núñez", "Zoë Müller", "François Lefèvre", "Søren Ødegård", "Łukasz Wójcik",
            "Ångström Åsa", "Antonín Dvořák", "Çelik Ayşe", "Marie-Anne Dubé", "Renée Ñáñez"]
cities = ["Paris", "Berlin", "New York, NY", "Tokyo", "Lagos", "Lima", "Oslo", "Kraków", "Austin, TX", "Perth"]
def lines(path, n, seed):
    rnd = random.Random(seed)
    with open(path, "w", encoding="utf-8") as f:
        buf = []
        for i in range(1, n + 1):
            who = rnd.choice(accented) if rnd.random() < 0.05 else f"{rnd.choice(names)} {rnd.choice(last)}"
            buf.append(f"{i} {who} {rnd.choice(cities)}\n")
            if len(buf) == 100000: f.write("".join(buf)); buf = []
        f.write("".join(buf))
lines(f"{out}/lines-1m.txt", 1_000_000, 1)
lines(f"{out}/lines-10m.txt", 10_000_000, 10)
rnd = random.Random(42)
rows = []
for i in range(1, 1_000_001):
    who = rnd.choice(accented) if rnd.random() < 0.05 else f"{rnd.choice(names)} {rnd.choice(last)}"
    rows.append((i, who, rnd.choice(cities), round(rnd.uniform(-5000, 50000), 2),
                 f"{rnd.randint(1990, 2026):04d}-{rnd.randint(1, 12):02d}-{rnd.randint(1, 28):02d}",
                 'said "hi"' if i % 97 == 0 else ""))
def q(s):
    s = str(s)
    return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\n') else s
with open(f"{out}/people-1m.csv", "w", encoding="utf-8") as f:
    f.write("id,name,city,amount,joined,note\n")
    f.write("".join(",".join(q(v) for v in r) + "\n" for r in rows))
db = f"{out}/people-1m.sqlite"
if os.path.exists(db): os.remove(db)
con = sqlite3.connect(db)
con.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, city TEXT, amount REAL, joined TEXT, note TEXT)")
con.executemany("INSERT INTO people VALUES (?, ?, ?, ?, ?, ?)", rows)
con.commit(); con.close()
with open(f"{out}/long-50mb.txt", "w") as f:
    f.write("short first line\n" + "abcdefghij" * 5_000_000 + "\nlast line\n")
PY
    truncate -s 1G "$DIR/nul-1g.bin"
fi

# The CSV's rows as a JSON array of objects and as JSON Lines (made once, as the others).
if [[ ! -f $DIR/people-1m.jsonl ]]; then
    echo "making JSON files in $DIR…" >&2
    python3 - "$DIR" <<'PY'
import csv, json, sys
out = sys.argv[1]
with open(f"{out}/people-1m.csv", encoding="utf-8", newline="") as f:
    rows = list(csv.DictReader(f))
for r in rows:
    r["id"] = int(r["id"]); r["amount"] = float(r["amount"])
    if not r["note"]: del r["note"]  # a missing key is a blank field
with open(f"{out}/people-1m.jsonl", "w", encoding="utf-8") as f:
    f.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
with open(f"{out}/people-1m.json", "w", encoding="utf-8") as f:
    f.write("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n]\n")
PY
fi

# tablekit view beside less in a pseudo-terminal (Benchmarks/pty/less_bench.py): first
# screen, G, the first search hit and peak memory, interleaved rounds, medians and ratios.
python3 -c 'import pyte' 2>/dev/null || pip install -q pyte 2>/dev/null || pip install -q --break-system-packages pyte
command -v less >/dev/null && [[ -x /usr/bin/time ]] || { echo "viewer.sh: needs less and GNU time (apt-get install less time)" >&2; exit 1; }
swift build -c release --product tablekit >&2
python3 Benchmarks/pty/less_bench.py --data "$DIR" --files people-1m.csv,lines-1m.txt,lines-10m.txt

swift build -c release --product tablekit-bench >&2
.build/release/tablekit-bench --filter viewer --data "$DIR"
