#!/usr/bin/env bash
# End-to-end test of the homepwner app in a real terminal (tmux, 80×24):
# start with an empty seed and a temporary XDG_DATA_HOME, add three items, delete one
# (with its confirmation), move one, quit; start again and check that the same list is
# back, both in the saved JSON and on the screen. While a run is open, a second homepwner
# on the same store must be refused (one line, exit 1) and lose nothing; a killed save's
# temporary file is removed at the next start. A printed screen (--print --keys) must
# leave the store byte-identical and create nothing. A stray argument is refused. Then a
# corrupt store must be refused with one line on stderr and exit status 1, and left as it
# was.
#
# Usage: Tests/e2e/test_homepwner.sh [PATH-TO-homepwner]
#   The binary defaults to $HOMEPWNER, else .build/debug/homepwner (built when missing).
# Exits 0 on success; on failure prints what differed (and the screen) and exits 1.
set -euo pipefail

cd "$(dirname "$0")/../.."
BIN="${1:-${HOMEPWNER:-.build/debug/homepwner}}"
if [[ ! -x "$BIN" ]]; then
    swift build --product homepwner >/dev/null
fi
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
command -v tmux >/dev/null || { echo "test_homepwner: tmux is not installed" >&2; exit 1; }

TMP="$(mktemp -d)"
SESSION="homepwner-e2e-$$"
SESSION2="homepwner-e2e-second-$$"
cleanup() {
    tmux kill-session -t "$SESSION" 2>/dev/null || true
    tmux kill-session -t "$SESSION2" 2>/dev/null || true
    rm -rf "$TMP"
}
trap cleanup EXIT

export XDG_DATA_HOME="$TMP/data"
STORE="$XDG_DATA_HOME/tablekit/homepwner.json"
echo '[]' > "$TMP/seed.json"

fail() {
    echo "test_homepwner: FAILED: $*" >&2
    if tmux has-session -t "$SESSION" 2>/dev/null; then
        echo "--- screen:" >&2
        tmux capture-pane -p -t "$SESSION" >&2 || true
    fi
    exit 1
}

screen() { tmux capture-pane -p -t "$SESSION" 2>/dev/null; }

# Waits (up to 10 s) until the screen contains $1; fails at once if the app has ended.
wait_for() {
    for _ in $(seq 1 100); do
        if screen | grep -qF -- "$1"; then return 0; fi
        tmux has-session -t "$SESSION" 2>/dev/null \
            || fail "homepwner ended (status $(cat "$TMP/rc" 2>/dev/null || echo '?')) before showing '$1'"
        sleep 0.1
    done
    fail "the screen never showed '$1'"
}

# Waits (up to 10 s) until the session has ended.
wait_for_exit() {
    for _ in $(seq 1 100); do
        tmux has-session -t "$SESSION" 2>/dev/null || return 0
        sleep 0.1
    done
    fail "homepwner did not quit"
}

keys() { tmux send-keys -t "$SESSION" "$@"; }

# "name|serial" of every item in the store, in order.
items() { sed -n 's/.*"\(name\|serialNumber\)" : "\(.*\)".*/\2/p' "$STORE" | paste -d'|' - -; }

start() {
    tmux new-session -d -s "$SESSION" -x 80 -y 24 \
        "XDG_DATA_HOME='$XDG_DATA_HOME' '$BIN' --seed '$TMP/seed.json'; echo \$? > '$TMP/rc'"
    wait_for "[ New ]"
}

# --- First run: add three, delete one, move one.
start
wait_for "0 items"
keys n; wait_for "1 item ·"
keys n; wait_for "2 items"
keys n; wait_for "3 items"
[[ -f "$STORE" ]] || fail "no store was saved at $STORE"
[[ "$(items | wc -l)" -eq 3 ]] || fail "expected 3 saved items, got: $(items)"
mapfile -t three < <(items)

keys e; wait_for "[ Done ]"
keys Up d; wait_for "[Remove]"            # the second item asks for confirmation
keys y; wait_for "2 items"
mapfile -t two < <(items)
[[ "${two[*]}" == "${three[0]} ${three[2]}" ]] || fail "after deleting the second item: ${two[*]}"

keys K                                     # the cursor is on the last item: move it up
for _ in $(seq 1 50); do
    mapfile -t moved < <(items)
    [[ "${moved[0]}" == "${three[2]}" ]] && break
    sleep 0.1
done
[[ "${moved[*]}" == "${three[2]} ${three[0]}" ]] || fail "after moving the last item up: ${moved[*]}"

keys e; wait_for "[ Edit ]"
before_screen="$(screen | sed -n '3,6p')"
keys q; wait_for_exit
[[ "$(cat "$TMP/rc")" == 0 ]] || fail "the first run exited with status $(cat "$TMP/rc")"
saved="$(cat "$STORE")"

# --- Second run: the same list is back, and a killed save's temporary file is removed; a
# user's file whose name looks like one is kept.
killed_tmp="$XDG_DATA_HOME/tablekit/.homepwner.json.tmp-homepwner-999999-0123456789abcdef"
lookalike="$XDG_DATA_HOME/tablekit/.homepwner.json.tmp-999999-42"
kill -0 999999 2>/dev/null && fail "pid 999999 is alive: pick another dead pid for this check"
printf '[' > "$killed_tmp"
printf 'mine' > "$lookalike"
start
wait_for "2 items"
after_screen="$(screen | sed -n '3,6p')"
[[ "$after_screen" == "$before_screen" ]] || fail "the list differs after a restart:
--- before quitting:
$before_screen
--- after starting again:
$after_screen"
mapfile -t again < <(items)
[[ "${again[*]}" == "${moved[*]}" ]] || fail "the store changed on restart: ${again[*]}"
[[ ! -e "$killed_tmp" ]] || fail "the stale temporary file was not removed at start"
[[ "$(cat "$lookalike" 2>/dev/null)" == mine ]] || fail "a user's file named like a temporary file was deleted"
rm "$lookalike"

# --- A second homepwner on the same store, while this one runs: refused, nothing lost.
pane="$(tmux list-panes -t "$SESSION" -F '#{pane_pid}')"
first_pid="$(pgrep -P "$pane" -x homepwner || true)"
tmux new-session -d -s "$SESSION2" -x 80 -y 24 \
    "XDG_DATA_HOME='$XDG_DATA_HOME' '$BIN' --seed '$TMP/seed.json' 2> '$TMP/err2'; echo \$? > '$TMP/rc2'"
for _ in $(seq 1 100); do [[ -s "$TMP/rc2" ]] && break; sleep 0.1; done
[[ -s "$TMP/rc2" ]] || fail "the second homepwner did not exit"
[[ "$(cat "$TMP/rc2")" == 1 ]] || fail "the second homepwner exited with status $(cat "$TMP/rc2"), not 1"
[[ "$(wc -l < "$TMP/err2")" -eq 1 ]] || fail "the second homepwner should give one line, got: $(cat "$TMP/err2")"
grep -qE "$STORE is in use by another homepwner \(pid [0-9]+\)" "$TMP/err2" \
    || fail "the second homepwner's message: $(cat "$TMP/err2")"
[[ -z "$first_pid" ]] || grep -qF "(pid $first_pid)" "$TMP/err2" \
    || fail "the message does not name the first homepwner's pid $first_pid: $(cat "$TMP/err2")"
keys n; wait_for "3 items"                 # the first one still works and saves
[[ "$(items | wc -l)" -eq 3 ]] || fail "after the refused second instance, the first saved: $(items)"
keys q; wait_for_exit
[[ "$(cat "$TMP/rc")" == 0 ]] || fail "the second run exited with status $(cat "$TMP/rc")"
[[ "$(items | wc -l)" -eq 3 ]] || fail "items were lost: $(items)"
saved="$(cat "$STORE")"

# --- A run that changes nothing does not rewrite the store; the lock file stays.
start
wait_for "3 items"
keys q; wait_for_exit
[[ "$(cat "$STORE")" == "$saved" ]] || fail "the store file was rewritten by a run that changed nothing"
leftovers="$(ls -A "$XDG_DATA_HOME/tablekit" | sort | tr '\n' ' ')"
[[ "$leftovers" == ".homepwner.json.lock homepwner.json " ]] || fail "unexpected files beside the store: $leftovers"

# --- A printed screen has no side effects: the store keeps its bytes, nothing is created.
cp "$STORE" "$TMP/store.before"
listing="$(ls -lA --time-style=full-iso "$XDG_DATA_HOME/tablekit")"
"$BIN" --print --keys "n n e Down d y" > "$TMP/printed" || fail "--print --keys failed"
grep -qF "4 items" "$TMP/printed" || fail "the printed screen does not show the change in memory: $(tail -2 "$TMP/printed")"
"$BIN" --keys "n" | cat > /dev/null       # standard output not a terminal: print mode too
cmp -s "$STORE" "$TMP/store.before" || fail "--print --keys changed the store"
[[ "$(ls -lA --time-style=full-iso "$XDG_DATA_HOME/tablekit")" == "$listing" ]] || fail "--print --keys changed files beside the store"
XDG_DATA_HOME="$TMP/fresh" "$BIN" --print --keys n > /dev/null || fail "--print on a missing store failed"
[[ ! -e "$TMP/fresh" ]] || fail "--print created $(find "$TMP/fresh")"

# --- A stray argument is refused.
set +e
"$BIN" --print stray >/dev/null 2>"$TMP/err"
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "a stray argument gave exit status $rc, not 1"
grep -qF "unexpected argument 'stray'" "$TMP/err" || fail "a stray argument: $(cat "$TMP/err")"

# --- A store that cannot be parsed: one line on stderr, exit 1, file untouched.
printf '[{"name": "Broken"' > "$TMP/corrupt.json"
cp "$TMP/corrupt.json" "$TMP/corrupt.orig"
set +e
"$BIN" --store "$TMP/corrupt.json" --print --keys "n" >/dev/null 2>"$TMP/err"
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "a corrupt store gave exit status $rc, not 1"
[[ "$(wc -l < "$TMP/err")" -eq 1 ]] || fail "a corrupt store should give one line of error, got: $(cat "$TMP/err")"
grep -qF "$TMP/corrupt.json" "$TMP/err" || fail "the error does not name the store: $(cat "$TMP/err")"
cmp -s "$TMP/corrupt.json" "$TMP/corrupt.orig" || fail "the corrupt store was overwritten"

echo "test_homepwner: ok (${#moved[@]} items: ${moved[*]}; a second instance is refused, --print writes nothing, a corrupt store is refused and kept)"
