#!/usr/bin/env bash
# Builds TableKit's DocC documentation with the toolchain's docc (no plugin needed):
# symbol graphs from the compiler, then `docc convert` over Sources/TableKit/TableKit.docc.
# Fails when docc warns about anything (an unresolved symbol link, a missing parameter
# description). Output: .build/docs/TableKit.doccarchive (open with `docc preview` or any
# static web server).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs-build          # its own build folder: the extra flags rebuild TableKit
graphs=$scratch/symbol-graphs     # written when TableKit compiles, so kept between runs
only=.build/docs-symbol-graphs
out=.build/docs/TableKit.doccarchive
mkdir -p "$graphs" .build/docs
swift build --scratch-path "$scratch" --target TableKit \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" 2>&1 | tail -1
# Only TableKit's own graph: extensions of Swift and Foundation types are not documented.
rm -rf "$only" && mkdir -p "$only" && cp "$graphs/TableKit.symbols.json" "$only/"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
docc convert Sources/TableKit/TableKit.docc \
    --additional-symbol-graph-dir "$only" \
    --fallback-display-name TableKit --fallback-bundle-identifier org.tablekit.TableKit \
    --output-path "$out" > "$log" 2>&1 || { cat "$log"; exit 1; }
if grep -q "warning:" "$log"; then
    echo "docc printed warnings:"; grep -A4 "warning:" "$log"; exit 1
fi
echo "documentation: $out"
# docs/PORTING.md names only APIs that exist, and a row for every data source and
# delegate method.
python3 scripts/check-porting.py
