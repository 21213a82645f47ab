#!/usr/bin/env bash
# End-to-end: the timezones and states apps in a real terminal (tmux, 80×24) driven by
# keys, and `tablekit sections --locale zh` on a small file.
#
# Usage: swift build && bash Tests/e2e/test_collation_apps.sh
#   BIN=DIR to run the binaries from another folder (default .build/debug).
# Exits non-zero, with a message and the screen, on the first failure of each check.
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN="${BIN:-$(pwd)/.build/debug}"
SESSION="tk-e2e-collation-$$"
WORK="$(mktemp -d)"
FAILURES=0
DATE="2026-01-15T12:00:00Z"   # fixed, so the offsets on screen are known

for b in timezones states tablekit; do
    [[ -x "$BIN/$b" ]] || { echo "FAIL: $BIN/$b is missing: run 'swift build' first" >&2; exit 1; }
done
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed" >&2; exit 1; }

# A tmux server of this script's own, kept up between sessions by a sleeping one (a
# server whose last session ends exits, and a new session racing that exit fails).
export TMUX_TMPDIR="$(mktemp -d)"
unset TMUX
tmux new-session -d -s keep-alive "sleep 3600"
finish() { tmux kill-server 2>/dev/null || true; rm -rf "$WORK" "$TMUX_TMPDIR"; }
trap finish EXIT

screen() { tmux capture-pane -t "$SESSION" -p; }

fail() {
    echo "FAIL: $*" >&2
    echo "--- screen:" >&2
    screen >&2 || true
    FAILURES=$((FAILURES + 1))
    return 1
}

wait_for() { # wait_for TEXT: up to 10 s for TEXT on the screen
    for _ in $(seq 1 100); do
        if screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "timed out waiting for '$1'"
}

start() { # start "COMMAND LINE" TEXT: run it in a plain shell in tmux, wait for TEXT
    tmux kill-session -t "$SESSION" 2>/dev/null || true
    tmux new-session -d -s "$SESSION" -x 80 -y 24 "bash --norc --noprofile"
    tmux set-option -t "$SESSION" status off >/dev/null
    sleep 0.3
    rm -f "$WORK/exit"
    tmux send-keys -t "$SESSION" "export PS1='$ '; clear; $1; echo \$? > $WORK/exit" Enter
    wait_for "$2"
}

keys() { tmux send-keys -t "$SESSION" "$@"; sleep 0.4; }

line_starts() { # line_starts N TEXT: screen line N (0-based) starts with TEXT
    local line
    line="$(screen | sed -n "$(($1 + 1))p")"
    [[ "$line" == "$2"* ]] || fail "line $1 is '$line', expected it to start with '$2'"
}

shows() { screen | grep -qF -- "$1" || fail "screen does not show '$1'"; }
hides() { ! screen | grep -qF -- "$1" || fail "screen still shows '$1'"; }

quits() { # quits: q ends the app with status 0 and the shell prompt comes back
    keys q
    for _ in $(seq 1 50); do [[ -s "$WORK/exit" ]] && break; sleep 0.1; done
    [[ -s "$WORK/exit" ]] || { fail "the app did not exit after q"; return 1; }
    [[ "$(cat "$WORK/exit")" == 0 ]] || fail "exit status $(cat "$WORK/exit") after q, expected 0"
    sleep 0.2
    screen | grep -q '^\$' || fail "the shell prompt is not back on screen"
}

# --- timezones: by city name, English collation -------------------------------------
zones=$("$BIN/timezones" --print --date "$DATE" --locale en | sed -n '23p' | awk '{print $1}')
start "$BIN/timezones --date $DATE --locale en" "time zones"
line_starts 0 " A "
line_starts 1 " Abidjan"
shows "GMT+10:30"          # Adelaide, on summer time in January
# Tab to the index, B: the B cities at the top.
keys Tab B
line_starts 0 " B "
line_starts 1 " Baghdad"
shows "GMT+3"
# Enter back to the rows; / and text filters.
keys Enter / b u e n o s
shows "1 of $zones"
shows "Buenos Aires (Argentina)"
shows "GMT-3"
hides " Baghdad"
keys Escape
shows "$zones"
line_starts 0 " B "
quits

# --- timezones: by region --------------------------------------------------------------
start "$BIN/timezones --by region --date $DATE --locale en" "time zones"
line_starts 0 " Africa"
keys / k a t h m
shows " Asia"
shows "Kathmandu"
shows "GMT+5:45"
hides " Africa"
keys Escape             # leave the search bar; q there would be typed, not quit
line_starts 0 " Africa"
quits

# --- states: English, then Swedish digits and letters ----------------------------------
start "$BIN/states --locale en" "50 states"
line_starts 0 " A "
line_starts 1 " Alabama"
shows "Montgomery · 5,024,279"
keys Tab N
line_starts 0 " N "
line_starts 1 " Nebraska"
shows "Lincoln · 1,961,504"
# Still in the index: B has no state, so its title scrolls to the C states.
keys B
line_starts 0 " C "
line_starts 1 " California"
keys Enter / n e w
shows "4 of 50 states"
shows "New Hampshire"
shows "New York"
hides "Nebraska"
keys Escape
shows "50 states"
quits

start "$BIN/states --locale de" "50 states"
shows "Montgomery · 5.024.279"
quits

# --- tablekit sections --locale zh: pinyin initials, 张 under Z ------------------------
printf '张伟\n李娜\nAnna\n王芳\n3M\n' > "$WORK/names.txt"
"$BIN/tablekit" sections --locale zh "$WORK/names.txt" > "$WORK/zh.json" || fail "tablekit sections --locale zh failed"
expect_json() { grep -qF -- "$1" "$WORK/zh.json" || { echo "FAIL: tablekit sections output lacks $1:" >&2; cat "$WORK/zh.json" >&2; FAILURES=$((FAILURES + 1)); }; }
expect_json '{"locale": "zh", "titles": ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z", "#"]'
expect_json '{"title": "A", "rows": ["Anna"]}'
expect_json '{"title": "L", "rows": ["李娜"]}'
expect_json '{"title": "W", "rows": ["王芳"]}'
expect_json '{"title": "Z", "rows": ["张伟"]}'
expect_json '{"title": "#", "rows": ["3M"]}'

# --- sections --locale sv and tablekit view --collate (one printed screen each) ----------
"$BIN/sections" --print --locale sv --height 40 > "$WORK/sv.txt" || fail "sections --locale sv failed"
index=$(awk '{print $NF}' "$WORK/sv.txt" | sed -n '30,34p' | tr '\n' ' ')
[[ "$index" == "Z Å Ä Ö # " ]] || { echo "FAIL: sections --locale sv index ends '$index', expected 'Z Å Ä Ö # '" >&2; FAILURES=$((FAILURES + 1)); }
"$BIN/tablekit" view --collate zh --print --height 12 "$WORK/names.txt" > "$WORK/view.txt" || fail "tablekit view --collate zh failed"
grep -A1 '^ Z *[A-Z•#]*$' "$WORK/view.txt" | grep -qF ' 张伟' \
    || { echo "FAIL: tablekit view --collate zh does not show 张伟 under Z:" >&2; cat "$WORK/view.txt" >&2; FAILURES=$((FAILURES + 1)); }

# --- bad input: one clear line on standard error, exit status 1 -------------------------
bad() { # bad "EXPECTED LINE" COMMAND...
    local expected=$1 out status=0
    shift
    out="$("$@" 2>&1 >/dev/null)" || status=$?
    [[ $status == 1 ]] || { echo "FAIL: '$*' exited $status, expected 1" >&2; FAILURES=$((FAILURES + 1)); }
    [[ "$out" == "$expected" ]] || { echo "FAIL: '$*' said '$out', expected '$expected'" >&2; FAILURES=$((FAILURES + 1)); }
}
bad "timezones: unknown locale 'xx_YY': ICU has no data for its language" "$BIN/timezones" --print --locale xx_YY
bad "states: unknown locale 'xx_YY': ICU has no data for its language" "$BIN/states" --print --locale xx_YY
bad "timezones: --date must be an ISO 8601 date such as 2026-01-15 or date-time such as 2026-01-15T12:00:00Z, not 'tomorrow'" "$BIN/timezones" --print --date tomorrow
bad "timezones: --by must be name or region, not 'size'" "$BIN/timezones" --print --by size
bad "tablekit: unknown locale 'xx_YY': ICU has no data for its language" "$BIN/tablekit" sections --locale xx_YY "$WORK/names.txt"
bad "tablekit: malformed locale 'en-': expected language[_Script][_REGION][@collation=type] or a BCP 47 tag" \
    "$BIN/tablekit" view --collate en- --print "$WORK/names.txt"
bad "sections: unknown locale 'xx_YY': ICU has no data for its language" "$BIN/sections" --print --locale xx_YY

if [[ $FAILURES -eq 0 ]]; then echo "collation apps e2e: passed"; else echo "collation apps e2e: $FAILURES failed"; exit 1; fi
