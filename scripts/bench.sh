#!/usr/bin/env bash
# One benchmark run for docs/PERFORMANCE.md: every measure, its baseline and its peers in
# one script, one JSON object per line.
#
# Usage: bash scripts/bench.sh [--out FILE] [--before REF] [--repeats N]
#   --out FILE    where the JSON lines go (default docs/benchmarks/DATE-all.jsonl)
#   --before REF  also build the library at git REF with today's harness and run the same
#                 measures on it (lines get "before": REF), for before/after tables
#   --repeats N   runs of `tablekit sections` and of GNU sort, alternately (default 5)
#
# What it does:
# 1. installs what the peers need if missing (apt: locales with en_US.UTF-8 generated,
#    GNU time, python3-pip; pip: the pinned packages of shared/data/make_data.py);
# 2. writes the 1,000,000 real names (make_data.py --big) to /tmp/names-1m.txt unless a
#    file with the pinned SHA-256 is there (never into the repository);
# 3. builds tablekit-bench and tablekit in release mode and runs `tablekit-bench --names`
#    (every group);
# 4. times `tablekit sections --locale en` against GNU `sort` under en_US.UTF-8 on the same
#    file, alternately, best of N wall times each, with peak memory, and checks that both
#    produced the same order;
# 5. times `tablekit sections < /dev/zero` (it must stop at its input limit);
# 6. runs `bash Benchmarks/viewer.sh` (the viewer's files in /tmp/tablekit-viewer, its
#    tablekit-bench group, and `tablekit view` beside `less` in a pty: first screen, G,
#    first search hit, peak memory, three interleaved rounds) on this tree.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

OUT="docs/benchmarks/$(date -u +%Y-%m-%d)-all.jsonl"
BEFORE=""
REPEATS=5
while (($#)); do
    case $1 in
        --out) OUT=$2; shift 2 ;;
        --before) BEFORE=$2; shift 2 ;;
        --repeats) REPEATS=$2; shift 2 ;;
        -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
        *) echo "bench.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

NAMES=/tmp/names-1m.txt
NAMES_SHA=d86be7f22a29ff52147478e29375c1aac74e74e37d2cd527e302c464669edb14
SHARED="$ROOT/../shared"
[[ -d "$SHARED/data" ]] || SHARED=/work/shared

# --- 1. peers and tools ----------------------------------------------------------------
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
missing=()
for pkg in locales time python3-pip; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if ((${#missing[@]})); then
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
if ! locale -a 2>/dev/null | grep -qi '^en_US\.utf-\?8$'; then
    $SUDO sed -i 's/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/' /etc/locale.gen
    grep -q '^en_US.UTF-8 UTF-8' /etc/locale.gen || echo 'en_US.UTF-8 UTF-8' | $SUDO tee -a /etc/locale.gen >/dev/null
    $SUDO locale-gen >/dev/null
fi

# --- 2. the real names -----------------------------------------------------------------
if [[ ! -f $NAMES ]] || [[ $(sha256sum "$NAMES" | cut -d' ' -f1) != "$NAMES_SHA" ]]; then
    python3 -c 'import names, us, faker' 2>/dev/null \
        || pip install -q names==0.3.0 us==4.0.0 faker==40.63.0 2>/dev/null \
        || pip install -q --break-system-packages names==0.3.0 us==4.0.0 faker==40.63.0
    python3 "$SHARED/data/make_data.py" --big "$NAMES"
fi

mkdir -p "$(dirname "$OUT")"
: > "$OUT"

ms_now() { echo $(( $(date +%s%N) / 1000000 )); }

# json NAME VALUE UNIT [BASELINE BASELINE_NAME] [BEFORE]: one measure line, as tablekit-bench prints.
json() {
    python3 - "$@" <<'PY'
import json, sys
a = sys.argv[1:]
m = {"name": a[0], "value": float(a[1]), "unit": a[2]}
if len(a) > 4 and a[3]:
    m["baseline"] = float(a[3]); m["baselineName"] = a[4]
    if m["baseline"] > 0: m["ratio"] = m["value"] / m["baseline"]
if len(a) > 5 and a[5]: m["before"] = a[5]
print(json.dumps(m, sort_keys=True, ensure_ascii=False))
PY
}

# run_all BIN_DIR LABEL: the harness, then the CLI against GNU sort.
run_all() {
    local bin=$1 label=$2 tag=""
    [[ $label != current ]] && tag=$label
    echo "== tablekit-bench --names $NAMES ($label)" >&2
    if [[ -n $tag ]]; then
        "$bin/tablekit-bench" --names "$NAMES" | python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line); m["before"] = sys.argv[1]; print(json.dumps(m, sort_keys=True, ensure_ascii=False))' "$tag" >> "$OUT"
    else
        "$bin/tablekit-bench" --names "$NAMES" >> "$OUT"
    fi

    echo "== tablekit sections vs GNU sort, $REPEATS runs each, alternately ($label)" >&2
    local best_tk=999999999 best_sort=999999999 t0 t1 rss_tk=0 rss_sort=0
    for _ in $(seq "$REPEATS"); do
        t0=$(ms_now); /usr/bin/time -f %M -o /tmp/tk-bench-rss "$bin/tablekit" sections --locale en "$NAMES" > /tmp/tk-bench-sections.json; t1=$(ms_now)
        (( t1 - t0 < best_tk )) && best_tk=$((t1 - t0)); rss_tk=$(tail -1 /tmp/tk-bench-rss)
        t0=$(ms_now); LC_ALL=en_US.UTF-8 /usr/bin/time -f %M -o /tmp/tk-bench-rss sort "$NAMES" > /tmp/tk-bench-sorted.txt; t1=$(ms_now)
        (( t1 - t0 < best_sort )) && best_sort=$((t1 - t0)); rss_sort=$(tail -1 /tmp/tk-bench-rss)
    done
    # Same order? ICU's en and glibc's en_US agree on these ASCII names except where glibc
    # ignores the space; count the rows whose position differs, for the record.
    local differ
    differ=$(python3 - <<'PY'
import json
doc = json.load(open("/tmp/tk-bench-sections.json"))
rows = [r for s in doc["sections"] for r in s["rows"]]
gnu = open("/tmp/tk-bench-sorted.txt", encoding="utf-8").read().split("\n")[:-1]
assert sorted(rows) == sorted(gnu), "tablekit sections lost or changed rows"
print(sum(1 for a, b in zip(rows, gnu) if a != b))
PY
)
    json "cli.sections.en.file.1000000.vs-gnu-sort" "$best_tk" ms "$best_sort" \
        "LC_ALL=en_US.UTF-8 sort (GNU coreutils $(sort --version | head -1 | awk '{print $NF}')), same file, best of $REPEATS" "$tag" >> "$OUT"
    json "cli.sections.en.file.1000000.peak-memory" "$((rss_tk / 1024))" MiB "$((rss_sort / 1024))" "peak of GNU sort" "$tag" >> "$OUT"
    json "cli.sections.en.file.1000000.rows-ordered-differently-from-gnu-sort" "$differ" rows "" "" "$tag" >> "$OUT"

    # The library before this work never stopped on endless input (7.5 GB in
    # 20 s): only the current tree is run on /dev/zero.
    [[ -n $tag ]] && return 0
    echo "== tablekit sections < /dev/zero ($label)" >&2
    local status=0
    t0=$(ms_now); timeout 10 /usr/bin/time -f %M -o /tmp/tk-bench-rss "$bin/tablekit" sections < /dev/zero > /dev/null 2>&1 || status=$?; t1=$(ms_now)
    json "cli.sections.dev-zero.ms-to-exit-status-$status" "$((t1 - t0))" ms "" "" "$tag" >> "$OUT"
    json "cli.sections.dev-zero.peak-memory" "$(( $(tail -1 /tmp/tk-bench-rss 2>/dev/null || echo 0) / 1024 ))" MiB "" "" "$tag" >> "$OUT"
}

# --- 3.–5. this tree -------------------------------------------------------------------
echo "== release build" >&2
swift build -c release --product tablekit-bench >&2
swift build -c release --product tablekit >&2
BIN=$(swift build -c release --show-bin-path)
{
    echo "{\"name\":\"run.machine\",\"unit\":\"text\",\"value\":0,\"baselineName\":\"$(nproc) cores, $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>/dev/null | head -1 | tr -d '"'), commit $(git rev-parse --short HEAD)\"}"
} >> "$OUT"
run_all "$BIN" current

# --- the same measures on the library at --before REF ---------------------------------------
if [[ -n $BEFORE ]]; then
    # The tree at REF is kept in /tmp/tk-before (and its build in /tmp/tk-before-build)
    # while REF stays the same, so a second run rebuilds only the harness.
    WORK=/tmp/tk-before SCRATCH=/tmp/tk-before-build
    if [[ "$(cat "$WORK/.bench-ref" 2>/dev/null)" != "$(git rev-parse "$BEFORE")" ]]; then
        rm -rf "$WORK" "$SCRATCH"; mkdir -p "$WORK"
        git archive "$BEFORE" | tar -x -C "$WORK"
        git rev-parse "$BEFORE" > "$WORK/.bench-ref"
    fi
    if ! diff -rq Benchmarks/TableKitBench "$WORK/Benchmarks/TableKitBench" >/dev/null 2>&1; then
        rm -rf "$WORK/Benchmarks/TableKitBench"; cp -r Benchmarks/TableKitBench "$WORK/Benchmarks/"
    fi
    echo "== release build of $BEFORE (library) with this harness" >&2
    (cd "$WORK" && swift build -c release --product tablekit-bench --scratch-path "$SCRATCH" >&2 \
        && swift build -c release --product tablekit --scratch-path "$SCRATCH" >&2)
    run_all "$(cd "$WORK" && swift build -c release --scratch-path "$SCRATCH" --show-bin-path)" "$BEFORE"
fi

# --- 6. the viewer, and tablekit view beside less in a terminal --------------------------
echo "== the viewer (Benchmarks/viewer.sh)" >&2
bash Benchmarks/viewer.sh >> "$OUT"
echo "wrote $(wc -l < "$OUT") measures to $OUT" >&2
