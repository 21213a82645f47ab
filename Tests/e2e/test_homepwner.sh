#!/usr/bin/env bash
# End-to-end test of the homepwner app in a real terminal (tmux, 80×24):
# start with an empty seed and a temporary XDG_DATA_HOME, add three items, delete one
# (with its confirmation), move one, quit; start again and check that the same list is
# back, both in the saved JSON and on the screen. Enter on an item, change its name and
# value (an invalid value is refused), go back, quit, reopen: the new name and value are
# shown and stored. While a run is open, a second homepwner
# on the same store must be refused (one line, exit 1) and lose nothing; a killed save's
# temporary file is removed at the next start. A printed screen (--print --keys) must
# leave the store byte-identical and create nothing. A stray argument, an empty path and a
# store in a missing folder are refused; a 0-byte store is empty. Then a
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
# A tmux server of this script's own, kept up between sessions by a sleeping one (a
# server whose last session ends exits, and a new session racing that exit fails).
export TMUX_TMPDIR="$(mktemp -d)"
unset TMUX
tmux new-session -d -s keep-alive "sleep 3600"
cleanup() {
    tmux kill-server 2>/dev/null || true
    rm -rf "$TMP" "$TMUX_TMPDIR"
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

# start [OPTION...]: homepwner in tmux (the options are passed quoted, e.g. --store PATH).
start() {
    local extra="" a
    for a in "$@"; do extra+=" '$a'"; done
    rm -f "$TMP/rc"
    tmux new-session -d -s "$SESSION" -x 80 -y 24 \
        "XDG_DATA_HOME='$XDG_DATA_HOME' '$BIN' --seed '$TMP/seed.json'$extra; echo \$? > '$TMP/rc'"
    wait_for "[ New ]"
}

# count FILE: the number of items in a store file.
count() { grep -c '"name" :' "$1" || true; }

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

# --- A second homepwner on the same store, while this one runs: refused, nothing lost,
# by whatever path it names the file: the same path, a symbolic link, a hard link, a ".."
# path, or after the lock file was deleted.
pane="$(tmux list-panes -t "$SESSION" -F '#{pane_pid}')"
first_pid="$(pgrep -P "$pane" -x homepwner || true)"

# second_refused PATH WHAT: a homepwner on PATH (empty: the default store) exits 1 with
# one line saying the store is in use by the first one.
second_refused() {
    local store_opt=""
    [[ -n "$1" ]] && store_opt="--store '$1'"
    rm -f "$TMP/rc2" "$TMP/err2"
    tmux kill-session -t "$SESSION2" 2>/dev/null || true
    tmux new-session -d -s "$SESSION2" -x 80 -y 24 \
        "XDG_DATA_HOME='$XDG_DATA_HOME' '$BIN' $store_opt --seed '$TMP/seed.json' 2> '$TMP/err2'; echo \$? > '$TMP/rc2'"
    for _ in $(seq 1 100); do [[ -s "$TMP/rc2" ]] && break; sleep 0.1; done
    [[ -s "$TMP/rc2" ]] || fail "$2: the second homepwner did not exit"
    [[ "$(cat "$TMP/rc2")" == 1 ]] || fail "$2: the second homepwner exited with status $(cat "$TMP/rc2"), not 1"
    [[ "$(wc -l < "$TMP/err2")" -eq 1 ]] || fail "$2: the second homepwner should give one line, got: $(cat "$TMP/err2")"
    grep -qE "${1:-$STORE} is in use by another homepwner \(pid [0-9]+\)" "$TMP/err2" \
        || fail "$2: the second homepwner's message: $(cat "$TMP/err2")"
    [[ -z "$first_pid" ]] || grep -qF "(pid $first_pid)" "$TMP/err2" \
        || fail "$2: the message does not name the first homepwner's pid $first_pid: $(cat "$TMP/err2")"
}
second_refused "" "the same path"
ln -s "$STORE" "$TMP/link.json"
second_refused "$TMP/link.json" "a symbolic link"
ln "$STORE" "$TMP/hard.json"
second_refused "$TMP/hard.json" "a hard link"
mkdir -p "$XDG_DATA_HOME/other"
second_refused "$XDG_DATA_HOME/other/../tablekit/homepwner.json" "a .. path"
rm "$XDG_DATA_HOME/tablekit/.homepwner.json.lock"
second_refused "" "after the lock file was deleted"
rm "$TMP/hard.json"
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

# --- Enter on an item opens its screen; a new name and value typed there are saved as
# typed, through the store (atomically); an invalid value is refused with a message and
# not saved. Back in the list the row shows them; after quitting and starting again, the
# screen and the JSON both have them.
first() { python3 -c 'import json, sys; i = json.load(open(sys.argv[1]))[0]; print(i["name"] + "|" + str(i["valueInDollars"]))' "$STORE"; }
old_value="$(first)"; old_value="${old_value#*|}"
start
wait_for "3 items"
keys Enter; wait_for "Saved as you type"        # the cursor starts on the first item
keys C-u; keys -l 'Banjo Deluxe'
keys Tab Tab C-u; keys -l 'ten'; wait_for "Value not saved: it must be a whole number of dollars, 0 or more."
[[ "$(first)" == "Banjo Deluxe|$old_value" ]] || fail "after typing 'ten' as the value the store has: $(first)"
keys C-u; keys -l '1,234'; wait_for "Saved as you type"
[[ "$(first)" == "Banjo Deluxe|1234" ]] || fail "the item's screen did not save the name and value: $(first)"
keys Escape; wait_for "Esc/← back"        # the first Esc ends editing, the second goes back
keys Escape; wait_for "\$1,234"
screen | grep -qE '^ Banjo Deluxe +\$1,234 *$' || fail "the list does not show the new name and value"
keys q; wait_for_exit
[[ "$(cat "$TMP/rc")" == 0 ]] || fail "the run that edited an item exited with status $(cat "$TMP/rc")"
start
wait_for "Banjo Deluxe"
screen | grep -qE '^ Banjo Deluxe +\$1,234 *$' || fail "after a restart the list does not show the new name and value"
[[ "$(first)" == "Banjo Deluxe|1234" ]] || fail "after a restart the store has: $(first)"
keys q; wait_for_exit
saved="$(cat "$STORE")"

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

# --- The terminal growing from 20×6 to 80×24 after scrolling: the offset is clamped, so
# the table header view (Edit, New) shows again when every item fits.
python3 -c 'import json, sys; json.dump(json.load(open(sys.argv[1]))[:5], open(sys.argv[2], "w"))' \
    Examples/Homepwner/Resources/items.json "$TMP/five.json"
rm -f "$TMP/rc"
tmux new-session -d -s "$SESSION" -x 20 -y 6 \
    "XDG_DATA_HOME='$XDG_DATA_HOME' '$BIN' --store '$TMP/resize.json' --seed '$TMP/five.json'; echo \$? > '$TMP/rc'"
wait_for "5 items"
keys Down; keys Down; sleep 0.3
screen | grep -qF "[ Edit ]" && fail "at 20×6 after Down Down the header view should be scrolled away"
tmux resize-window -t "$SESSION" -x 80 -y 24
wait_for "[ Edit ]"
keys q; wait_for_exit

# --- A stray argument is refused.
set +e
"$BIN" --print stray >/dev/null 2>"$TMP/err"
rc=$?
set -e
[[ $rc -eq 1 ]] || fail "a stray argument gave exit status $rc, not 1"
grep -qF "unexpected argument 'stray'" "$TMP/err" || fail "a stray argument: $(cat "$TMP/err")"

# --- An empty path (--store '', --seed '') is said to be empty, not taken for the
# current directory.
for opt in --store --seed; do
    set +e
    "$BIN" --print "$opt" '' >/dev/null 2>"$TMP/err"
    rc=$?
    set -e
    [[ $rc -eq 1 ]] || fail "$opt '' gave exit status $rc, not 1"
    [[ "$(cat "$TMP/err")" == "homepwner: $opt is an empty path: give the path of a file" ]] || fail "$opt '': $(cat "$TMP/err")"
done

# --- A store in a folder that does not exist is refused in the terminal (one line, exit
# 1) and the folder is not made; a store file of 0 bytes opens as an empty store.
rm -f "$TMP/rc"
tmux new-session -d -s "$SESSION" -x 80 -y 24 "'$BIN' --store '$TMP/no-such-folder/items.json' 2>'$TMP/err'; echo \$? > '$TMP/rc'"
wait_for_exit
[[ "$(cat "$TMP/rc")" == 1 ]] || fail "a store in a missing folder gave exit status $(cat "$TMP/rc"), not 1"
[[ "$(wc -l < "$TMP/err")" -eq 1 ]] || fail "a missing folder should give one line of error, got: $(cat "$TMP/err")"
grep -qF "the folder $TMP/no-such-folder does not exist" "$TMP/err" || fail "a missing folder: $(cat "$TMP/err")"
[[ ! -e "$TMP/no-such-folder" ]] || fail "the missing folder was made"
: > "$TMP/zero.json"
out="$("$BIN" --store "$TMP/zero.json" --print 2>&1)" || fail "a 0-byte store was refused: $out"
grep -qF "0 items" <<<"$out" || fail "a 0-byte store is not shown as empty: $out"

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

# --- Saving through a symbolic link writes its target and keeps the link, the mode and
# the owner; fields the app does not know and exact dates are kept.
chmod 640 "$STORE"
chown 4321:4322 "$STORE" 2>/dev/null || true          # only root can: then checked too
owner_before="$(stat -c %u:%g "$STORE")"
n_before="$(count "$STORE")"
sed -i '0,/"dateCreated" : "[^"]*"/s//"dateCreated" : "2025-01-11T04:08:02.123456Z", "notes" : "keep me", "photo" : {"file" : "a.jpg"}/' "$STORE"
start --store "$TMP/link.json"
keys n; wait_for "$((n_before + 1)) items"
keys q; wait_for_exit
[[ -L "$TMP/link.json" ]] || fail "the symbolic link was replaced by a file"
[[ "$(count "$STORE")" -eq $((n_before + 1)) ]] || fail "the link's target did not get the new item: $(count "$STORE") items"
[[ "$(stat -c %a "$STORE")" == 640 ]] || fail "the store's mode changed to $(stat -c %a "$STORE")"
[[ "$(stat -c %u:%g "$STORE")" == "$owner_before" ]] || fail "the store's owner changed to $(stat -c %u:%g "$STORE")"
grep -qF '"notes" : "keep me"' "$STORE" || fail "an unknown field was dropped"
grep -qF '"file" : "a.jpg"' "$STORE" || fail "an unknown nested object was dropped"
grep -qF '"2025-01-11T04:08:02.123456Z"' "$STORE" || fail "a date lost its fractional seconds"

# --- A read-only store file opens read-only: shown, changes refused, the file untouched.
chmod 444 "$STORE"
cp -p "$STORE" "$TMP/ro.before"
start
wait_for "Read-only: the file is read-only"
keys n; wait_for "Not changed: read-only store (the file is read-only)."
keys q; wait_for_exit
[[ "$(cat "$TMP/rc")" == 0 ]] || fail "the read-only run exited with status $(cat "$TMP/rc")"
cmp -s "$STORE" "$TMP/ro.before" || fail "a read-only store was rewritten"
[[ "$(stat -c %a "$STORE")" == 444 ]] || fail "a read-only store became mode $(stat -c %a "$STORE")"
chmod 644 "$STORE"

# --- A full disk (a small tmpfs): the failure is shown with its reason, nothing is lost,
# the next change saves everything, and q with unsaved changes asks first. Then the same
# file system read-only: homepwner opens it to look and refuses changes.
MNT="$TMP/small"
mkdir -p "$MNT"
disk_checks="skipped"
if mount -t tmpfs -o size=64k,mode=755 tmpfs "$MNT" 2>/dev/null; then
    disk_checks="done"
    cleanup_mount() { umount "$MNT" 2>/dev/null || true; }
    trap 'cleanup_mount; cleanup' EXIT
    SMALL="$MNT/homepwner.json"
    start --store "$SMALL"
    keys n; wait_for "1 item ·"
    keys n; wait_for "2 items"
    dd if=/dev/zero of="$MNT/filler" bs=4k 2>/dev/null || true   # fills it: ENOSPC
    keys n; wait_for "Not saved: No space left on device. Retried on the next change and on quit."
    [[ "$(count "$SMALL")" -eq 2 ]] || fail "the full disk's store changed: $(count "$SMALL") items"
    keys n; wait_for "Not saved: No space left on device."
    keys q; wait_for "Changes not saved"              # asks: Retry, Quit and lose them, Stay
    wait_for "[ Quit and lose them ]"
    keys Escape; sleep 0.3                           # Stay
    tmux has-session -t "$SESSION" 2>/dev/null || fail "Stay quit homepwner"
    rm "$MNT/filler"                                 # space again: the next change saves all
    keys n; wait_for "5 items"
    [[ "$(count "$SMALL")" -eq 5 ]] || fail "after space came back, the store has $(count "$SMALL") items, not 5"
    dd if=/dev/zero of="$MNT/filler" bs=4k 2>/dev/null || true
    keys n; wait_for "Not saved: No space left on device."
    rm "$MNT/filler"
    keys q; wait_for_exit                            # q retries the save, which works now
    [[ "$(cat "$TMP/rc")" == 0 ]] || fail "quitting after the retry exited with status $(cat "$TMP/rc")"
    [[ "$(count "$SMALL")" -eq 6 ]] || fail "q did not save the waiting change: $(count "$SMALL") items"
    ls -A "$MNT" | grep -q 'tmp-' && fail "a temporary file was left on the full disk: $(ls -A "$MNT")"
    # Full again, and the user chooses to quit and lose the change: exits 0, the file as it was.
    dd if=/dev/zero of="$MNT/filler" bs=4k 2>/dev/null || true
    start --store "$SMALL"
    keys n; wait_for "Not saved: No space left on device."
    keys q; wait_for "[ Quit and lose them ]"
    keys Right Enter; wait_for_exit
    [[ "$(cat "$TMP/rc")" == 0 ]] || fail "quit and lose exited with status $(cat "$TMP/rc")"
    [[ "$(count "$SMALL")" -eq 6 ]] || fail "after quit and lose the store has $(count "$SMALL") items"
    # Full, and ended by SIGTERM after space came back: the last save on the way out works.
    start --store "$SMALL"
    keys n; wait_for "Not saved: No space left on device."
    rm "$MNT/filler"
    pane="$(tmux list-panes -t "$SESSION" -F '#{pane_pid}')"
    pid="$(pgrep -P "$pane" -x homepwner || true)"
    [[ -n "$pid" ]] || fail "cannot find the running homepwner"
    kill -TERM "$pid"; wait_for_exit
    [[ "$(cat "$TMP/rc")" == 143 ]] || fail "SIGTERM gave exit status $(cat "$TMP/rc"), not 143"
    [[ "$(count "$SMALL")" -eq 7 ]] || fail "the change waiting at SIGTERM was not saved on the way out: $(count "$SMALL") items"
    # Read-only file system: opens to look, refuses changes.
    mount -o remount,ro "$MNT" || fail "cannot remount the tmpfs read-only"
    start --store "$SMALL"
    wait_for "Read-only: the file system is read-only · 7 items"
    keys n; wait_for "Not changed: read-only store (the file system is read-only)."
    keys q; wait_for_exit
    [[ "$(cat "$TMP/rc")" == 0 ]] || fail "the read-only file system run exited with status $(cat "$TMP/rc")"
    umount "$MNT"
else
    echo "test_homepwner: SKIPPED the full-disk and read-only file system checks: cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN)" >&2
fi

echo "test_homepwner: ok (${#moved[@]} items: ${moved[*]}; a second instance is refused by any path, --print writes nothing, a corrupt store is refused and kept, links/modes/unknown fields are kept, a read-only store opens read-only; full-disk checks $disk_checks)"
