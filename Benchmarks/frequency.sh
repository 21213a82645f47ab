#!/usr/bin/env bash
# The frequency table of a text column (`F` in `tablekit view`) against its peers, on the
# same 10,000,000-row CSV in the same run, runs interleaved (best of REPEATS each):
#   tablekit view F --print --keys 'Right F'   (headless: opens the file, counts the city
#                                               column's values, prints the sheet)
#   awk -F, '{c[$2]++} END {for (k in c) print c[k], k}' F
#   cut -d, -f2 F | sort | uniq -c              (LC_ALL=C: byte order, sort's fastest)
# Every side reads the whole file and counts the second column's values; tablekit also
# orders them by count and draws the first screen of its sheet.
#
#   bash Benchmarks/frequency.sh [DIR] [REPEATS]   # DIR defaults to /tmp/tablekit-frequency, REPEATS to 3
#
# Builds tablekit in release mode. Checks that the three agree on the top value's count,
# then prints one JSON line per peer: the ratio is tablekit's time over the peer's.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-/tmp/tablekit-frequency}
REPEATS=${2:-3}
ROWS=10000000
mkdir -p "$DIR"
F="$DIR/cities-10m.csv"
if [[ ! -f $F ]]; then
    python3 - "$F.part" "$ROWS" <<'PY'
import random, sys
rnd = random.Random(29)
names = ["Tokyo", "Delhi", "Osaka", "Berlin", "Lagos", "Lima", "Oslo", "Kraków", "São Paulo", "Perth"]
countries = ["Japan", "India", "Germany", "Nigeria", "Peru", "Norway", "Poland", "Brazil", "Australia"]
rows = int(sys.argv[2])
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write("id,city,pop,country\n")
    step = 100_000
    for start in range(1, rows + 1, step):
        f.write("".join(f"{i},{rnd.choice(names)} {rnd.randrange(977)},{rnd.randint(0, 1_000_000)},{rnd.choice(countries)}\n"
                        for i in range(start, min(start + step, rows + 1))))
PY
    mv "$F.part" "$F"
fi
swift build -c release --product tablekit >&2
TK="$(swift build -c release --show-bin-path)/tablekit"

tk_run() { "$TK" view "$F" --print --width 100 --height 12 --keys 'Right F'; }
awk_run() { awk -F, '{c[$2]++} END {for (k in c) print c[k], k}' "$F"; }
cut_run() { cut -d, -f2 "$F" | LC_ALL=C sort | uniq -c; }

ms() { local t0 t1; t0=$(date +%s%N); "$@" > /dev/null; t1=$(date +%s%N); echo $(((t1 - t0) / 1000000)); }
best() { local a=$1 b=$2; (( b < a )) && echo "$b" || echo "$a"; }

# The top value's count by each, counted apart: tablekit's first row of its sheet.
screen=$(tk_run)
grep -q "cities-10m.csv › city frequency" <<< "$screen" || { echo "tablekit printed no frequency sheet:" >&2; echo "$screen" >&2; exit 1; }
top_tk=$(awk 'NR == 3 { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+$/ && $(i + 1) ~ /%$/) { print $i; exit } }' <<< "$screen")
top_awk=$(awk_run | sort -n | tail -1 | cut -d' ' -f1)
top_cut=$(cut_run | sort -n | tail -1 | awk '{print $1}')
[[ $top_tk == "$top_awk" && $top_tk == "$top_cut" ]] || {
    echo "top counts differ: tablekit '$top_tk', awk '$top_awk', cut|sort|uniq '$top_cut'" >&2
    echo "$screen" >&2
    exit 1
}

tk=999999; aw=999999; cu=999999
for _ in $(seq 1 "$REPEATS"); do
    tk=$(best "$tk" "$(ms tk_run)")
    aw=$(best "$aw" "$(ms awk_run)")
    cu=$(best "$cu" "$(ms cut_run)")
done
ratio() { python3 -c "print(round($1 / $2, 2))"; }
name="cli.frequency.text.csv.$ROWS"
echo "{\"name\":\"$name.vs-awk\",\"ms\":$tk,\"baseline\":\"awk -F, '{c[\$2]++} END {for (k in c) print c[k], k}'\",\"baseline_ms\":$aw,\"ratio\":$(ratio "$tk" "$aw"),\"top_count\":$top_tk}"
echo "{\"name\":\"$name.vs-cut-sort-uniq\",\"ms\":$tk,\"baseline\":\"cut -d, -f2 | LC_ALL=C sort | uniq -c\",\"baseline_ms\":$cu,\"ratio\":$(ratio "$tk" "$cu"),\"top_count\":$top_tk}"
