#!/usr/bin/env bash
# Formats every Swift file with the repository's .swift-format (4 spaces, 120 columns),
# then lints them with --strict (a finding is an error). With --check, only lints: what
# .ci/run runs, so that an unformatted file fails CI.
#   bash scripts/format.sh          # format in place, then lint
#   bash scripts/format.sh --check  # lint only; exit status 1 on any finding
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac

# The package manifest and every Swift source, test, example and benchmark; nothing
# under .build.
mapfile -t files < <(git ls-files -co --exclude-standard -- Package.swift '*.swift')
if [[ ${#files[@]} -eq 0 ]]; then echo "no Swift files" >&2; exit 1; fi

if [[ $check -eq 0 ]]; then
    swift format format --configuration .swift-format --parallel --in-place "${files[@]}"
fi
swift format lint --configuration .swift-format --parallel --strict "${files[@]}"
echo "swift format: ${#files[@]} files $( [[ $check -eq 1 ]] && echo checked || echo formatted and checked )"
