#!/usr/bin/env bash
# The column summary of 1,000,000 CSV rows (tablekit-bench's `summary` group) against
# csvkit's csvstat on the same file, in one run: installs csvkit with pip when csvstat is
# missing, builds release, prints one JSON line (ratio: ours / csvstat's).
# Usage: bash Benchmarks/summary.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v csvstat >/dev/null 2>&1; then
    pip install -q csvkit 2>/dev/null || pip install -q --break-system-packages csvkit
fi
swift run -c release tablekit-bench --filter summary
