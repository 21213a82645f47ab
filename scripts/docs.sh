#!/usr/bin/env bash
# Builds the DocC documentation of the four library products (TableKit, TableKitTerminal,
# TableKitData, TableKitApps) with the toolchain's docc (no plugin needed): symbol graphs
# extracted from the debug build, then `docc convert` over each Sources/MODULE/MODULE.docc. Fails when
# docc warns about anything (an unresolved symbol link, a missing parameter description).
# Output: .build/docs/MODULE.doccarchive (open with `docc preview` or any static web
# server). Then checks docs/PORTING.md, the decisions index and ARCHITECTURE's names.
#
#   bash scripts/docs.sh             # builds (debug) first
#   bash scripts/docs.sh --no-build  # uses the debug build as it is (.ci/run has just made it)
set -euo pipefail
cd "$(dirname "$0")/.."
build=yes
case "${1:-}" in
    --no-build) build=no ;;
    "") ;;
    *) echo "docs.sh: unknown option '$1' (--no-build)" >&2; exit 1 ;;
esac

modules=(TableKit TableKitTerminal TableKitData TableKitApps)
graphs=.build/docs-build/symbol-graphs    # where scripts/check-porting.py reads them
rm -rf "$graphs" && mkdir -p "$graphs" .build/docs
# The symbol graphs come from the debug build's modules (swift-symbolgraph-extract reads
# the .swiftmodule, .swiftdoc and .swiftsourceinfo files), so after `swift build` they cost
# seconds, not a second build with -emit-symbol-graph. The C modules' maps let it import them.
[[ $build == yes ]] && { swift build 2>&1 | tail -1; }
bin=$(swift build --show-bin-path)
maps=()
for map in "$bin"/*.build/module.modulemap Sources/C*/module.modulemap; do
    [[ -f "$map" ]] && maps+=(-Xcc "-fmodule-map-file=$(realpath "$map")")
done
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -output-dir "$graphs" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -skip-inherited-docs "${maps[@]}"
done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
for module in "${modules[@]}"; do
    # Only the module's own graph: extensions of other modules' types are not documented.
    only=.build/docs-symbol-graphs/$module
    rm -rf "$only" && mkdir -p "$only" && cp "$graphs/$module.symbols.json" "$only/"
    out=.build/docs/$module.doccarchive
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$only" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.tablekit.$module" \
        --output-path "$out" > "$log" 2>&1 || { cat "$log"; exit 1; }
    if grep -q "warning:" "$log"; then
        echo "docc printed warnings for $module:"; grep -A4 "warning:" "$log"; exit 1
    fi
    echo "documentation: $out"
done
# docs/PORTING.md names only APIs that exist, and a row for every data source and
# delegate method.
python3 scripts/check-porting.py
# The decisions index is current, and ARCHITECTURE cites only names in the tree.
python3 scripts/decisions-index.py --check
python3 scripts/check-architecture.py
