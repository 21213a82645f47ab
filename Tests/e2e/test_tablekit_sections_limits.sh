#!/usr/bin/env bash
# End-to-end: `tablekit sections` on endless, random and unwritable streams ends at once
# with one error line and exit status 1, in bounded memory.
#
# Usage: swift build && bash Tests/e2e/test_tablekit_sections_limits.sh
#   BIN=DIR to run the binaries from another folder (default .build/debug).
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN="${BIN:-$(pwd)/.build/debug}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
FAILURES=0
[[ -x "$BIN/tablekit" ]] || { echo "FAIL: $BIN/tablekit is missing: run 'swift build' first" >&2; exit 1; }

fail() { echo "FAIL: $*" >&2; FAILURES=$((FAILURES + 1)); }

# check NAME EXPECTED-LINE-PREFIX INPUT [ARGS...]: exit 1 within 10 s, one line on stderr,
# peak memory under 200 MB (when GNU time is there to measure it).
check() {
    local name=$1 expected=$2 input=$3 status=0 start end
    shift 3
    start=$(date +%s%N)
    if [[ -x /usr/bin/time ]]; then
        timeout 10 /usr/bin/time -f "%M" -o "$WORK/rss" "$BIN/tablekit" sections "$@" < "$input" > "$WORK/out" 2> "$WORK/err" || status=$?
    else
        timeout 10 "$BIN/tablekit" sections "$@" < "$input" > "$WORK/out" 2> "$WORK/err" || status=$?
    fi
    end=$(date +%s%N)
    [[ $status == 1 ]] || fail "$name: exit status $status, expected 1 ($(( (end - start) / 1000000 )) ms)"
    [[ $(wc -l < "$WORK/err") == 1 ]] || fail "$name: stderr is not one line: $(cat -v "$WORK/err")"
    grep -q "^tablekit: $expected" "$WORK/err" || fail "$name: said '$(cat -v "$WORK/err")', expected 'tablekit: $expected…'"
    if [[ -s "$WORK/rss" ]]; then
        local kb; kb=$(tail -1 "$WORK/rss")
        (( kb < 200 * 1024 )) || fail "$name: peak memory $kb KB, over 200 MB"
        echo "ok: $name ($(( (end - start) / 1000000 )) ms, $(( kb / 1024 )) MB)"
    else
        echo "ok: $name ($(( (end - start) / 1000000 )) ms; memory not measured: no /usr/bin/time)"
    fi
}

check "/dev/zero" "standard input is larger than 67108864 bytes" /dev/zero
check "/dev/urandom" "standard input:[0-9]*: invalid UTF-8" /dev/urandom
check "/dev/zero, --max-bytes 1M" "standard input is larger than 1048576 bytes" /dev/zero --max-bytes 1M

# A failed write is one error line and exit 1.
printf 'Ann\nBob\n' > "$WORK/names.txt"
status=0
"$BIN/tablekit" sections --locale en "$WORK/names.txt" > /dev/full 2> "$WORK/err" || status=$?
[[ $status == 1 ]] || fail "> /dev/full: exit status $status, expected 1"
[[ "$(cat "$WORK/err")" == "tablekit: cannot write the output: No space left on device" ]] \
    || fail "> /dev/full: said '$(cat -v "$WORK/err")'"
echo "ok: > /dev/full"

# C1 and bidi controls come out escaped.
printf 'a\xc2\x9b2J\nb\xe2\x80\xaeevil\n' > "$WORK/evil.txt"
"$BIN/tablekit" sections --locale en "$WORK/evil.txt" > "$WORK/evil.json"
if LC_ALL=C grep -q $'\xc2\x9b\|\xe2\x80\xae' "$WORK/evil.json"; then fail "raw C1 or bidi control in the JSON output"; fi
grep -qF '"a\u009b2J"' "$WORK/evil.json" || fail "C1 control not escaped: $(cat -v "$WORK/evil.json")"
grep -qF '"b\u202eevil"' "$WORK/evil.json" || fail "bidi override not escaped: $(cat -v "$WORK/evil.json")"
echo "ok: escaped controls"

# An empty FILE is said to be empty (it was "cannot read '': No such file or directory").
check "an empty FILE" "FILE is an empty path: give the path of a file" /dev/null ''

# A huge --max-bytes is "too large", not "not a number of bytes".
check "a huge --max-bytes" "--max-bytes is too large: '99999999999999999999' (at most" /dev/null --max-bytes 99999999999999999999

if (( FAILURES > 0 )); then echo "$FAILURES failure(s)" >&2; exit 1; fi
echo "tablekit sections limits: all passed"
