#!/usr/bin/env bash
# The viewer's line count (and first screen, and its memory) before and after a change,
# alternating the two release-built benches round by round so that both see the same load.
#
#   bash Benchmarks/count-before-after.sh BEFORE AFTER [ROUNDS] [DIR] > out.jsonl
#
# BEFORE and AFTER are copies of .build/release/tablekit-bench (the same bench code, each
# with its TableKitData); ROUNDS defaults to 3; DIR to /tmp/tablekit-viewer (run
# Benchmarks/viewer.sh once to make the files). Each round runs
# `--filter viewer --files lines-1m.txt,lines-10m.txt --count-only` with BEFORE, then AFTER.
# Prints JSON lines with a "run" field (before-1, after-1, ...); BEFORE's lines also carry
# "before": "BEFORE" (what scripts/bench-tables.py reads as the before column).
set -euo pipefail
BEFORE=${1:?usage: count-before-after.sh BEFORE AFTER [ROUNDS] [DIR]}
AFTER=${2:?usage: count-before-after.sh BEFORE AFTER [ROUNDS] [DIR]}
ROUNDS=${3:-3}
DIR=${4:-/tmp/tablekit-viewer}
for round in $(seq 1 "$ROUNDS"); do
    for side in before after; do
        bin=$BEFORE; [[ $side == after ]] && bin=$AFTER
        "$bin" --filter viewer --data "$DIR" --files lines-1m.txt,lines-10m.txt --count-only 2>/dev/null |
            python3 -c '
import json, sys
side, run, ref = sys.argv[1], sys.argv[2], sys.argv[3]
for line in sys.stdin:
    m = json.loads(line)
    m["run"] = f"{side}-{run}"
    if side == "before":
        m["before"] = ref
    print(json.dumps(m, ensure_ascii=False))
' "$side" "$round" "$(basename "$BEFORE")"
    done
done
