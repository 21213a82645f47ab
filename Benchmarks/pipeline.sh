#!/usr/bin/env bash
# `tablekit view` as a pipeline tool against its peers, on the same 1,000,000-row CSV in
# the same run, runs interleaved (best of REPEATS each):
#   filter:  tablekit view F --where 'pop > 500000' --output -   vs  awk -F, '$3 > 500000' F
#   export:  tablekit view F --output - --output-format json     vs  mlr --icsv --ojson cat F
# Both sides read the file, filter or convert it, and write every row kept to /dev/null.
#
#   bash Benchmarks/pipeline.sh [DIR] [REPEATS]   # DIR defaults to /tmp/tablekit-pipeline, REPEATS to 3
#
# Installs miller with apt-get when `mlr` is missing. Builds tablekit in release mode.
# Prints one JSON line per measure: the ratio is tablekit's time over the peer's.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-/tmp/tablekit-pipeline}
REPEATS=${2:-3}
mkdir -p "$DIR"
F="$DIR/cities-1m.csv"
if [[ ! -f $F ]]; then
    python3 - "$F" <<'PY'
import random, sys
rnd = random.Random(23)
names = ["Tokyo", "Delhi", "Osaka", "Berlin", "Lagos", "Lima", "Oslo", "Kraków", "São Paulo", "Perth"]
countries = ["Japan", "India", "Germany", "Nigeria", "Peru", "Norway", "Poland", "Brazil", "Australia"]
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write("id,city,pop,country\n")
    f.write("".join(f"{i},{rnd.choice(names)} {i % 977},{rnd.randint(0, 1_000_000)},{rnd.choice(countries)}\n"
                    for i in range(1, 1_000_001)))
PY
fi
command -v mlr >/dev/null || { apt-get install -y miller >&2 || { apt-get update >&2 && apt-get install -y miller >&2; }; }
swift build -c release --product tablekit >&2
TK="$(swift build -c release --show-bin-path)/tablekit"

ms() { local t0 t1; t0=$(date +%s%N); "$@" > /dev/null; t1=$(date +%s%N); echo $(((t1 - t0) / 1000000)); }
best() { local a=$1 b=$2; (( b < a )) && echo "$b" || echo "$a"; }

f_tk=999999; f_awk=999999; e_tk=999999; e_mlr=999999
for _ in $(seq 1 "$REPEATS"); do
    f_tk=$(best "$f_tk" "$(ms "$TK" view "$F" --where 'pop > 500000' --output -)")
    f_awk=$(best "$f_awk" "$(ms awk -F, 'NR == 1 || $3 > 500000' "$F")")
    e_tk=$(best "$e_tk" "$(ms "$TK" view "$F" --output - --output-format json)")
    e_mlr=$(best "$e_mlr" "$(ms mlr --icsv --ojson cat "$F")")
done
kept_tk=$("$TK" view "$F" --where 'pop > 500000' --output - | wc -l)
kept_awk=$(awk -F, 'NR == 1 || $3 > 500000' "$F" | wc -l)
[[ $kept_tk == "$kept_awk" ]] || { echo "rows kept differ: tablekit $kept_tk, awk $kept_awk" >&2; exit 1; }
ratio() { python3 -c "print(round($1 / $2, 2))"; }
echo "{\"name\":\"cli.where.csv.1000000\",\"ms\":$f_tk,\"baseline\":\"awk -F, '\$3 > 500000'\",\"baseline_ms\":$f_awk,\"ratio\":$(ratio "$f_tk" "$f_awk"),\"rows_kept\":$kept_tk}"
echo "{\"name\":\"cli.output.json.csv.1000000\",\"ms\":$e_tk,\"baseline\":\"mlr --icsv --ojson cat\",\"baseline_ms\":$e_mlr,\"ratio\":$(ratio "$e_tk" "$e_mlr")}"
