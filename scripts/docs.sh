#!/usr/bin/env bash
# Builds the DocC documentation of the four library products (TableKit, TableKitTerminal,
# TableKitData, TableKitApps) with the toolchain's docc (no plugin needed): symbol graphs
# from the compiler, then `docc convert` over each Sources/MODULE/MODULE.docc. Fails when
# docc warns about anything (an unresolved symbol link, a missing parameter description).
# Output: .build/docs/MODULE.doccarchive (open with `docc preview` or any static web
# server). Then checks docs/PORTING.md, the decisions index and ARCHITECTURE's names.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(TableKit TableKitTerminal TableKitData TableKitApps)
scratch=.build/docs-build          # its own build folder: the extra flags rebuild the modules
graphs=$scratch/symbol-graphs     # written when the modules compile, so kept between runs
mkdir -p "$graphs" .build/docs
# TableKitApps and TableKitData depend on TableKit, TableKitTerminal on TableKit: three
# builds (the later ones reuse the first's TableKit) compile all four.
for target in TableKitApps TableKitData TableKitTerminal; do
    swift build --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" 2>&1 | tail -1
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
