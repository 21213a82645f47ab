#!/usr/bin/env bash
# The reliability trial as one run (docs/RELIABILITY.md): hours of what a person and a
# hostile environment do to `tablekit view`, through the built binaries.
#
#   bash scripts/soak.sh                 # the whole trial: 200 follow races, 20,000 keys, ...
#   bash scripts/soak.sh --seconds 60    # a slice within about 60 s (CI runs this one)
#
# Parts, in order:
#   1. The follow race: `tablekit view FILE --follow` opened, paged, searched and quit while
#      another process truncates and rewrites FILE (Tests/e2e/follow_race.py), 200 runs
#      (half in a pseudo-terminal, half headless with --print) and 2 busy processes: no crash.
#   2. Random keys: 20,000 keys (arrows, pages, g/G, /, text, Enter, Esc, Tab, s, ?, ...;
#      never q or ^C) over a generated 1,000,000-row CSV in tmux, in rounds of 2,000, each
#      round ended, once the screen has stopped changing (the keys queued are taken), by
#      Esc Esc Esc then q: a quit over 2 s has its screen saved (tmux capture-pane) in the
#      report directory and is counted; a quit over 20 s fails.
#   3. Kill and restore: the viewer on that CSV, while it counts and after keys, ended by
#      INT, TERM, HUP and QUIT: statuses 130, 143, 129, 131, `stty -g` as before, the
#      alternate screen left, the cursor visible.
#   4. Endless SQLite queries under keys: `endless_query_keys` below.
#
# With --seconds N each part stops at its share of N (part 1 40 %, part 2 40 %, part 3
# the rest) after at least one round. BIN names the binaries (default .build/debug; a
# release build, BIN=.build/release, counts faster). Screens and logs go to
# SOAK_REPORT (default a new directory, printed at the end). Exits 1 on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        -h|--help) sed -n '2,28p' "$0"; exit 0 ;;
        *) echo "soak.sh: unknown option '$1' (--seconds N)" >&2; exit 1 ;;
    esac
done
source Tests/e2e/lib.sh
e2e_keep_server
REPORT="${SOAK_REPORT:-$(mktemp -d -t tablekit-soak-XXXXXX)}"
mkdir -p "$REPORT"
[[ -x "$BIN/tablekit" ]] || { echo "soak.sh: no $BIN/tablekit (swift build first)" >&2; exit 1; }
start=$(date +%s)
# budget SHARE: seconds left for a part that may use SHARE % of --seconds (0: no limit).
deadline_for() { (( seconds > 0 )) && echo $(( $(date +%s) + seconds * $1 / 100 )) || echo 0; }
past() { (( $1 > 0 && $(date +%s) >= $1 )); }

# --- 1. The follow race -----------------------------------------------------------------------
race_runs=200
if (( seconds > 0 )); then race_runs=$(( seconds * 40 / 100 / 2 )); (( race_runs >= 2 )) || race_runs=2; fi
if python3 Tests/e2e/follow_race.py "$BIN/tablekit" --runs "$race_runs" --mode both --load 2 \
    --dir "$REPORT/race" >"$REPORT/race.log" 2>&1; then
    tail -n 1 "$REPORT/race.log"
else
    cat "$REPORT/race.log" >&2
    fail "follow race: $(tail -n 1 "$REPORT/race.log")" || true
fi

# --- 2. Random keys over a 1,000,000-row CSV ------------------------------------------------
CSV="$REPORT/million.csv"
python3 - "$CSV" <<'PY'
import random, sys
r = random.Random(7)
words = ['alpha', 'beta', 'gamma', 'delta', 'Zoë', 'naïve', 'x' * 40, '', '"quoted, comma"']
with open(sys.argv[1], 'w') as f:
    f.write('id,name,amount,when,flag\n')
    for i in range(1_000_000):
        f.write(f'{i},{r.choice(words)},{r.random() * 1e6:.2f},2026-{1 + i % 12:02}-{1 + i % 28:02},{"true" if i % 3 else "false"}\n')
PY
# Keys a person might press, never q, ^C, ^Z or ^\ (each would end or stop the run).
keys=(Up Down Left Right PageUp PageDown Home End g G j k Enter Escape Tab BTab s i a / ? Space
      C-u C-d a b 1 2 z Z BSpace n N Enter Escape Escape)
key_total=20000
round_keys=2000
deadline=$(deadline_for 40)
sent=0
rounds=0
slow=0
while (( sent < key_total )); do
    e2e_start "$BIN/tablekit view $CSV" "rows"
    rounds=$((rounds + 1))
    for (( i = 0; i < round_keys; i += 50 )); do
        batch=()
        for (( j = 0; j < 50; j++ )); do batch+=("${keys[RANDOM % ${#keys[@]}]}"); done
        tmux send-keys -t "$E2E_SESSION" "${batch[@]}"
        sent=$((sent + 50))
        sleep 0.1
        past "$deadline" && break
    done
    # The keys typed are taken first: wait (up to 20 s) until the screen stays the same
    # for 0.5 s, so that the quit below is timed on its own, not behind the keys queued.
    t0=$(date +%s%N)
    previous=""
    for (( k = 0; k < 40; k++ )); do
        screen="$(tmux capture-pane -p -t "$E2E_SESSION")"
        [[ "$screen" == "$previous" ]] && break
        previous="$screen"
        sleep 0.5
    done
    settled=$(( ($(date +%s%N) - t0) / 1000000 ))
    tmux send-keys -t "$E2E_SESSION" Escape; sleep 0.2
    tmux send-keys -t "$E2E_SESSION" Escape; sleep 0.2
    tmux send-keys -t "$E2E_SESSION" Escape; sleep 0.2
    t0=$(date +%s%N)
    tmux send-keys -t "$E2E_SESSION" q
    captured=0
    while [[ ! -s "$E2E_DIR/stty.after" ]]; do
        ms=$(( ($(date +%s%N) - t0) / 1000000 ))
        if (( ms > 2000 && !captured )); then
            tmux capture-pane -e -p -t "$E2E_SESSION" >"$REPORT/slow-quit-round$rounds.screen"
            captured=1
            slow=$((slow + 1))
        fi
        if (( ms > 20000 )); then
            fail "random keys, round $rounds: q did not quit within 20 s (screen in $REPORT/slow-quit-round$rounds.screen)" || true
            kill -KILL "$(pgrep -n -P "$(tmux display -p -t "$E2E_SESSION" '#{pane_pid}')" -f "$BIN/tablekit")" || true
            break
        fi
        sleep 0.05
    done
    ms=$(( ($(date +%s%N) - t0) / 1000000 ))
    echo "random keys, round $rounds: $sent keys so far, settled in $settled ms, quit in $ms ms" >>"$REPORT/keys.log"
    [[ -s "$E2E_DIR/exit" ]] && { [[ "$(cat "$E2E_DIR/exit")" == 0 ]] || fail "random keys, round $rounds: exit status $(cat "$E2E_DIR/exit")" || true; }
    past "$deadline" && break
done
echo "random keys: $sent keys in $rounds rounds over 1,000,000 rows, $slow quits over 2 s (screens in $REPORT)"

# --- 3. Kill and restore ------------------------------------------------------------------
deadline=$(deadline_for 100)
kills=0
for sig in INT TERM HUP QUIT; do
    for when in counting keys; do
        e2e_start "$BIN/tablekit view $CSV" "rows"
        [[ "$when" == keys ]] && { tmux send-keys -t "$E2E_SESSION" End / 1 2 3 Enter PageUp s; sleep 0.5; }
        kill -s "$sig" "$(pgrep -n -P "$(tmux display -p -t "$E2E_SESSION" '#{pane_pid}')" -f "$BIN/tablekit")"
        expect_exit $((128 + $(kill -l "$sig"))) || true
        modes="$(tmux display -p -t "$E2E_SESSION" '#{alternate_on} #{cursor_flag}')"
        [[ "$modes" == "0 1" ]] || fail "SIG$sig while $when: alternate screen and cursor flags are $modes, expected 0 1" || true
        kills=$((kills + 1))
        past "$deadline" && break 2
    done
done
echo "kill and restore: $kills kills (INT TERM HUP QUIT, while counting and after keys)"

# --- 4. Endless SQLite queries under keys -------------------------------------------------
# `/` search, End, Esc, q and ^C over endless recursive queries and views and a first row
# that never comes: the program ends with its status within about a second of the last key
# (Tests/e2e/endless_sqlite.sh, which test_view_endless_sqlite.sh also runs in CI).
endless_query_keys() {
    source Tests/e2e/endless_sqlite.sh
    endless_sqlite_keys
}
endless_query_keys

echo "soak: $(( $(date +%s) - start )) s, report in $REPORT"
[[ $FAILURES -eq 0 ]] && echo "soak: passed" || { echo "soak: $FAILURES failed"; exit 1; }
