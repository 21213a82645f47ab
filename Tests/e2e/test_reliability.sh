#!/usr/bin/env bash
# End-to-end: the promises of docs/RELIABILITY.md, through the real binaries.
#   1. Error messages that quote data are one safe line (the injection corpus, 18 paths).
#   2. A failed write of --print output is one error line and exit status 1.
#   3. Oversized and endless input is refused at once with bounded memory; a 50 MB line
#      prints its start.
#   4. Every terminating signal restores the terminal: modes (stty), alternate screen,
#      keypad (application cursor) mode and mouse reporting.
#   5. Arrow keys in both cursor-key modes; NO_COLOR.
#   6. Any terminal size up to 65535x65535, with bounded memory.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
# A tmux server of its own: other checks running at the same time cannot end it. A
# session that stays keeps it alive while e2e_start replaces the checked one.
export TMUX_TMPDIR="$E2E_DIR/tmux"
mkdir -p "$TMUX_TMPDIR"
tmux new-session -d -s keep-alive "sleep 3600"
trap 'tmux kill-server 2>/dev/null || true; e2e_finish' EXIT
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
    expect_safe_error "view --detail ($i)" "$BIN/tablekit" view --print --detail "$p" "$W/rows.json"
    expect_safe_error "view key in file ($i)" "$BIN/tablekit" view --print "$W/key$i.json"
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
# One 50 MB line prints its start, cut with an ellipsis.
python3 -c "import sys; sys.stdout.write('0123456789' * 5_000_000 + '\n')" >"$W/line.txt"
measure "$BIN/tablekit" view --print --width 40 --height 5 --keys "Down Up Down" "$W/line.txt"
read -r status kb secs < <(tail -n 1 "$W/measure")
[[ $status -eq 0 ]] || fail "50 MB line: exit status $status"
"$BIN/tablekit" view --print --width 40 --height 5 "$W/line.txt" 2>/dev/null | grep -q "^ 01234567890123456789012345678901234567…" \
    || fail "50 MB line: the start is not shown"
echo "50 MB line: printed in $secs s, peak $kb kB"

# --- 4. Every terminating signal restores the terminal --------------------------------------
# tmux knows the modes the program left: alternate screen, keypad (application cursor), mouse.
expect_modes_off() {
    local modes
    modes="$(tmux display -p -t "$E2E_SESSION" '#{alternate_on} #{keypad_cursor_flag} #{keypad_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag}')"
    [[ "$modes" == "0 0 0 0 0 0" ]] || fail "$1: modes still on (alternate keypad_cursor keypad mouse...): $modes"
}
for sig in USR1 USR2 ALRM VTALRM PROF XCPU XFSZ PWR IO STKFLT PIPE RTMIN RTMAX TERM SYS SEGV BUS ILL TRAP FPE ABRT; do
    e2e_start "$BIN/sections" "1,950 names"
    kill -s "$sig" "$(e2e_pid "$BIN/sections")"
    want=$((128 + $(kill -l "$sig")))
    expect_exit "$want"
    expect_modes_off "SIG$sig"
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
tmux send-keys -t "$E2E_SESSION" -H 1b 5b 42; sleep 0.3
e2e_keys Enter
expect_screen "You selected Happy"
e2e_keys Enter q
expect_exit 0

e2e_start "$BIN/photos" "Harbor at Dawn"
e2e_keys Down Enter
tmux capture-pane -e -p -t "$E2E_SESSION" | grep -q $'\e\\[34m' || fail "the back button is not blue without NO_COLOR"
e2e_keys q
expect_exit 0
e2e_start "NO_COLOR=1 $BIN/photos" "Harbor at Dawn"
e2e_keys Down Enter
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
