#!/usr/bin/env bash
# End-to-end: the promises of docs/RELIABILITY.md, through the real binaries.
#   1. Error messages that quote data are one safe line (the injection corpus, 18 paths).
#   2. A failed write of --print output is one error line and exit status 1.
#   3. Oversized and endless input is refused at once with bounded memory; tablekit view
#      shows a 1 GB line of NULs and a 50 MB line at once and stops endless standard
#      input at its limit (release build, timed).
#   4. Every terminating signal restores the terminal: modes (stty), alternate screen,
#      keypad (application cursor) mode and mouse reporting; also /dev/tty when tablekit
#      view reads a pipe and picks to a file (nothing written to the file).
#   5. Arrow keys in both cursor-key modes; NO_COLOR.
#   6. Any terminal size up to 65535x65535, with bounded memory.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server  # its own tmux server (lib.sh): other checks cannot end it
W="$E2E_DIR/work"
mkdir -p "$W"
E2E="Tests/e2e"

# --- 1. The injection corpus through every message path -----------------------------------
payloads=(
    $'csi\e[31mred\e[2J'                    # CSI
    $'osc0\e]0;pwned\a'                     # OSC 0: title
    $'osc8\e]8;;http://e.example/\e\\link\e]8;;\e\\' # OSC 8: hyperlink
    $'osc52\e]52;c;ZXZpbA==\a'              # OSC 52: clipboard
    $'dcs\eP1$r\e\\'                        # DCS
    $'apc\e_payload\e\\'                    # APC
    $'c1\xc2\x9b31m\xc2\x9d0;t\xc2\x9c\xc2\x80\xc2\x9f' # C1 CSI, OSC, ST, U+0080, U+009F
    $'bidi\u202a\u202b\u202c\u202d\u202eend' # embeddings and overrides
    $'iso\u2066\u2067\u2068\u2069end'       # isolates
    $'bel\abs\bcr\rlf\nend'                 # BEL, BS, CR, LF
)

# expect_safe_error NAME CMD...: exit status 1 and exactly one safe line on standard error.
expect_safe_error() {
    local name="$1"; shift
    local status=0
    "$@" >/dev/null 2>"$W/err" </dev/null || status=$?
    [[ $status -eq 1 ]] || { fail "$name: exit status $status, expected 1"; return 0; }
    python3 "$E2E/check_line.py" "$W/err" >"$W/why" || fail "$name: unsafe error line: $(cat "$W/why")"
}

printf '[{"name": "Ann"}]' >"$W/rows.json"
i=0
for p in "${payloads[@]}"; do
    i=$((i + 1))
    f="${p//\//_}"   # a file name cannot hold '/'
    python3 - "$p" "$W" "$i" <<'PY'
import json, plistlib, sys
p, w, i = sys.argv[1], sys.argv[2], sys.argv[3]
open(f'{w}/key{i}.json', 'w').write(json.dumps({p: 1}))
plistlib.dump([{'Name': p, 'Capitol': 'x', 'Population': 'many'}], open(f'{w}/states{i}.plist', 'wb'), fmt=plistlib.FMT_BINARY)
open(f'{w}/layout{i}.json', 'w').write(json.dumps({'height': 2, 'views': [], p: 1}))
open(f'{w}/bad{i}.plist', 'w').write(f'<?xml version="1.0"?><plist><{p}/></plist>')
PY
    expect_safe_error "sections --file ($i)" "$BIN/sections" --file "$W/no/$f.plist"
    expect_safe_error "states --file ($i)" "$BIN/states" --file "$W/no/$f.plist"
    expect_safe_error "simple-table --file ($i)" "$BIN/simple-table" --file "$W/no/$f"
    expect_safe_error "photos --file ($i)" "$BIN/photos" --file "$W/no/$f.json"
    expect_safe_error "homepwner --seed ($i)" "$BIN/homepwner" --print --store "$W/none/store.json" --seed "$W/no/$f.json"
    expect_safe_error "sections --locale ($i)" "$BIN/sections" --locale "$p"
    expect_safe_error "view --collate ($i)" "$BIN/tablekit" view --collate "$p" "$W/rows.json"
    expect_safe_error "view --key ($i)" "$BIN/tablekit" view --print --key "$p" "$W/rows.json"
    # A --detail field no object has leaves the rows without detail (not an error).
    "$BIN/tablekit" view --print --detail "$p" "$W/rows.json" >"$W/out" 2>/dev/null </dev/null || fail "view --detail ($i): exit status $?"
    grep -q 'Ann' "$W/out" || fail "view --detail ($i): the row is not shown"
    # One object is a row (JSON Lines): its key, a column title, is shown safely.
    "$BIN/tablekit" view --print "$W/key$i.json" >"$W/out" 2>/dev/null </dev/null || fail "view key in file ($i): exit status $?"
    grep -q '1 row' "$W/out" || fail "view key in file ($i): the object is not shown as a row"
    python3 -c 'import sys; t = open(sys.argv[1], encoding="utf-8", errors="replace").read(); bad = [c for c in t if (ord(c) < 32 and c != "\n") or 0x7F <= ord(c) <= 0x9F or 0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069]; sys.exit(1 if bad else 0)' "$W/out" \
        || fail "view key in file ($i): a control character reached the screen"
    expect_safe_error "view XML parse error ($i)" "$BIN/tablekit" view --print "$W/bad$i.plist"
    expect_safe_error "states name in file ($i)" "$BIN/states" --file "$W/states$i.plist"
    expect_safe_error "cells layout key ($i)" "$BIN/cells" --mode subclass --layout "$W/layout$i.json"
    expect_safe_error "unknown option ($i)" "$BIN/sections" "--$p"
    expect_safe_error "option value ($i)" "$BIN/sections" --width "$p"
    expect_safe_error "--keys name ($i)" "$BIN/sections" --print --keys "Dwn${p// /_}"
    expect_safe_error "timezones --date ($i)" "$BIN/timezones" --date "$p"
    expect_safe_error "unknown command ($i)" "$BIN/tablekit" "$p"
done
[[ $FAILURES -eq 0 ]] && echo "messages: ${#payloads[@]} payloads x 18 paths safe"

# --- 2. A failed write of printed output ----------------------------------------------------
for app in sections states timezones simple-table cells photos "tablekit view $W/rows.json"; do
    status=0
    $BIN/$app --print >/dev/full 2>"$W/err" || status=$?
    [[ $status -eq 1 ]] || fail "$app --print > /dev/full: exit status $status, expected 1"
    grep -q "cannot write the output: No space left on device" "$W/err" || fail "$app: no write error: $(cat "$W/err")"
    [[ $(wc -l <"$W/err") -eq 1 ]] || fail "$app: more than one error line"
done
status=0; "$BIN/sections" --help >/dev/full 2>/dev/null || status=$?
[[ $status -eq 1 ]] || fail "--help > /dev/full: exit status $status, expected 1"

# --- 3. Oversized, endless and huge input ---------------------------------------------------
truncate -s 1G "$W/big.plist"
# measure CMD...: runs it, leaves its exit status, peak memory (kB) and seconds in $W/measure.
measure() { /usr/bin/time -f '%x %M %e' -o "$W/measure" "$@" >/dev/null 2>"$W/err" || true; }
for app in "states --file" "sections --file" "cells --file" "tablekit view"; do
    measure $BIN/$app "$W/big.plist"
    read -r status kb secs < <(tail -n 1 "$W/measure")
    [[ $status -eq 1 ]] || fail "$app 1 GB: exit status $status"
    grep -q "over the 64 MiB input limit (set TABLEKIT_MAX_INPUT_BYTES to raise it)" "$W/err" || fail "$app 1 GB: $(cat "$W/err")"
    (( kb < 200000 )) || fail "$app 1 GB: peak memory $kb kB"
    awk "BEGIN { exit !($secs < 10) }" || fail "$app 1 GB: took $secs s"
done
measure "$BIN/states" --file /dev/zero
read -r status kb secs < <(tail -n 1 "$W/measure")
[[ $status -eq 1 ]] && grep -q "not a regular file" "$W/err" || fail "states --file /dev/zero: $status $(cat "$W/err")"
# The limit is raised by the variable: a 65 MiB file is then read (and refused as a plist).
truncate -s 65M "$W/mid.plist"
TABLEKIT_MAX_INPUT_BYTES=128M "$BIN/states" --file "$W/mid.plist" 2>"$W/err" >/dev/null || true
grep -q "not a valid" "$W/err" || fail "TABLEKIT_MAX_INPUT_BYTES=128M: $(cat "$W/err")"
# A corrupt binary property list says so.
printf 'bplist00garbage' >"$W/corrupt.plist"
"$BIN/sections" --file "$W/corrupt.plist" 2>"$W/err" >/dev/null || true
grep -q "not a valid binary property list: the file is 15 bytes, too short" "$W/err" || fail "bplist: $(cat "$W/err")"
# tablekit view's text path (TableKitData: mapped files, standard input in anonymous
# memory), timed with the release build as the issue measured it; `timeout` is the bound.
# The build's own exit status decides (a failed build must never leave an old binary to
# be measured); its errors and warnings are shown.
if ! swift build -c release --product tablekit > "$E2E_DIR/release-build.log" 2>&1; then
    grep -E "error|warning:" "$E2E_DIR/release-build.log" | head -20 >&2
    fail "release build of tablekit"
    exit 1
fi
grep -E "warning:" "$E2E_DIR/release-build.log" && fail "release build of tablekit has warnings"
REL=".build/release"
# measured NAME STATUS MAX_KB: the last `measure` ended with STATUS, under MAX_KB of memory.
measured() {
    local status kb secs
    read -r status kb secs < <(tail -n 1 "$W/measure")
    [[ $status -eq $2 ]] || fail "$1: exit status $status, expected $2 (124: timed out) $(head -c 300 "$W/err")"
    (( kb < $3 )) || fail "$1: peak memory $kb kB, over $3 kB"
    echo "$1: exit $status in $secs s, peak $kb kB"
}
# A 1 GB sparse file, one 1 GB line of NULs: the first screen in under 2 s, small memory.
truncate -s 1G "$W/big.txt"
measure timeout 2 "$REL/tablekit" view --print --width 40 --height 5 "$W/big.txt"
measured "view 1 GB of NULs" 0 100000
started=$(date +%s%N)
e2e_start "$REL/tablekit view $W/big.txt" "1 row"
waited=$(( ($(date +%s%N) - started) / 1000000 ))
(( waited < 2300 )) || fail "view 1 GB of NULs: the first screen took $waited ms (300 of them tmux's start)"
e2e_keys Enter
e2e_keys End
expect_screen "… 1,073,676,288 more bytes not shown"
e2e_keys q  # back from the row's detail to the table, then quit
expect_screen "1 row"
e2e_keys q
expect_exit 0
# One 50 MB line: printed cut with an ellipsis, moved over and opened (Enter: its first
# 64 KiB wrapped, and how much is not shown) in under a second each.
python3 -c "import sys; sys.stdout.write('0123456789' * 5_000_000 + '\n')" >"$W/line.txt"
measure timeout 1 "$REL/tablekit" view --print --width 40 --height 5 --keys "Down Up Down" "$W/line.txt"
measured "50 MB line" 0 100000
measure timeout 1 "$REL/tablekit" view --print --width 40 --height 8 --keys "Enter End" "$W/line.txt"
measured "50 MB line opened" 0 200000
"$REL/tablekit" view --print --width 40 --height 5 "$W/line.txt" 2>/dev/null | grep -q "^ 01234567890123456789012345678901234567…" \
    || fail "50 MB line: the start is not shown"
"$REL/tablekit" view --print --width 40 --height 8 --keys "Enter End" "$W/line.txt" 2>/dev/null | grep -q "… 49,934,464 more bytes not shown" \
    || fail "50 MB line opened: the rest is not counted"
# Endless standard input stops at the documented limit (1 GiB; --max-input raises or
# lowers it) with one error line and exit 1, within seconds and bounded memory.
limit_error="standard input: more than 1 GiB; stopped at the input limit (--max-input SIZE raises it)"
measure timeout 10 "$REL/tablekit" view - --print </dev/zero
measured "view - < /dev/zero" 1 1200000
[[ "$(cat "$W/err")" == "tablekit: $limit_error" ]] || fail "view - < /dev/zero: $(head -c 300 "$W/err")"
measure timeout 10 sh -c "cat /dev/urandom | $REL/tablekit view - --print --max-input 64M"
measured "cat /dev/urandom | view - --max-input 64M" 1 150000
[[ "$(cat "$W/err")" == "tablekit: standard input: more than 64 MiB; stopped at the input limit (--max-input SIZE raises it)" ]] \
    || fail "cat /dev/urandom | view: $(head -c 300 "$W/err")"
# Endless short lines: the bytes and their line index (8 bytes a line) share the limit.
measure timeout 10 sh -c "yes | $REL/tablekit view - --print --max-input 64M --max-rows 100000000"
measured "yes | view - --max-input 64M" 1 150000
grep -q "^tablekit: standard input: .* lines, whose index fills 64 MiB; stopped at the input limit" "$W/err" \
    || fail "yes | view: $(head -c 300 "$W/err")"
measure timeout 10 "$REL/tablekit" view --print --max-input 16M /dev/zero
measured "view /dev/zero --max-input 16M" 1 100000
grep -q "^tablekit: /dev/zero: more than 16 MiB; stopped at the input limit" "$W/err" || fail "view /dev/zero: $(head -c 300 "$W/err")"
# On the terminal, what was read is shown, the status line says it was cut; q then
# reports it and exits 1.
e2e_start "$REL/tablekit view - --max-input 64M < /dev/zero 2>$W/err" "input cut at 64 MiB"
e2e_keys q
expect_exit 1
grep -q "more than 64 MiB; stopped at the input limit" "$W/err" || fail "view - < /dev/zero on the terminal: $(head -c 300 "$W/err")"

# --- 4. Every terminating signal restores the terminal --------------------------------------
# tmux knows the modes the program left: alternate screen, keypad (application cursor), mouse
# (SGR reports included).
expect_modes_off() {
    local modes
    modes="$(tmux display -p -t "$E2E_SESSION" '#{alternate_on} #{keypad_cursor_flag} #{keypad_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}')"
    [[ "$modes" == "0 0 0 0 0 0 0" ]] || fail "$1: modes still on (alternate keypad_cursor keypad mouse... sgr): $modes"
}
for sig in USR1 USR2 ALRM VTALRM PROF XCPU XFSZ PWR IO STKFLT PIPE RTMIN RTMAX TERM SYS SEGV BUS ILL TRAP FPE ABRT; do
    e2e_start "$BIN/sections" "1,950 names"
    kill -s "$sig" "$(e2e_pid "$BIN/sections")"
    want=$((128 + $(kill -l "$sig")))
    expect_exit "$want"
    expect_modes_off "SIG$sig"
done
# With data from a pipe and the picked rows to a file, the screen is on /dev/tty: an
# ending signal or a crash restores that terminal (stty, modes) and writes nothing (no
# escape codes) into the picked output.
for sig in TERM HUP USR1 SEGV ABRT; do
    e2e_start "seq 1 100 | $BIN/tablekit view - --pick > $W/picked.txt" "100 rows"
    kill -s "$sig" "$(e2e_pid "$BIN/tablekit view")"
    expect_exit $((128 + $(kill -l "$sig")))
    expect_modes_off "view --pick, SIG$sig"
    [[ ! -s "$W/picked.txt" ]] || fail "view --pick, SIG$sig: the output is not empty: $(od -c "$W/picked.txt" | head -3)"
done
# Quitting with q leaves the modes off too.
e2e_start "$BIN/sections" "1,950 names"
e2e_keys q
expect_exit 0
expect_modes_off "q"

# --- 5. Both cursor-key modes; NO_COLOR -------------------------------------------------------
e2e_start "$BIN/simple-table" "Doc"
tmux send-keys -t "$E2E_SESSION" -H 1b 5b 42; sleep 0.3   # ESC [ B: Down in normal cursor mode
tmux send-keys -t "$E2E_SESSION" -H 1b 4f 42; sleep 0.3   # ESC O B: Down in application mode
e2e_keys Enter
expect_screen "You selected Happy"
e2e_keys Enter q
expect_exit 0

e2e_start "$BIN/photos" "Harbor at Dawn"
e2e_keys Enter
tmux capture-pane -e -p -t "$E2E_SESSION" | grep -q $'\e\\[34m' || fail "the back button is not blue without NO_COLOR"
e2e_keys q
expect_exit 0
e2e_start "NO_COLOR=1 $BIN/photos" "Harbor at Dawn"
e2e_keys Enter
expect_screen "‹ Photos"
tmux capture-pane -e -p -t "$E2E_SESSION" | grep -qE $'\e\\[(3[0-7]|4[0-7]|38;|48;)' && fail "NO_COLOR=1: colours were drawn"
e2e_keys q
expect_exit 0

# --- 6. Any terminal size -------------------------------------------------------------------
for size in "65535 65535" "40000 80" "24 65535" "4000 4000"; do
    read -r out <<<"$(python3 "$E2E/reliability_pty.py" "$BIN/sections" $size 32768x1000 24x80 65535x65535)"
    read -r _ status _ kb <<<"$out"
    [[ "$status" == 0 ]] || fail "size $size: $out"
    (( kb > 0 && kb < 100000 )) || fail "size $size: peak memory $kb kB"
    echo "size ${size/ /x}: $out"
done

[[ $FAILURES -eq 0 ]] && echo "reliability e2e: passed" || { echo "reliability e2e: $FAILURES failed"; exit 1; }
