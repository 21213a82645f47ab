#!/usr/bin/env bash
# End-to-end: every program ends with the status a shell expects, the terminal restored
# first. For each sample app and `tablekit view` (a file, and a pipe whose screen is on
# /dev/tty): q → 0, ^C typed → 130, SIGINT → 130, SIGTERM → 143, SIGHUP → 129,
# SIGQUIT → 131; after each, `stty -g` is what it was, the alternate screen is left, the
# cursor is visible, keypad and mouse modes are off. `tablekit sections` (reading the
# terminal, no screen) ends by each signal with the same statuses; `tablekit keys` exits 0.
# One shell in one tmux pane runs every case, so the whole check takes seconds.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server
W="$E2E_DIR/work"
mkdir -p "$W"
printf 'name,n\nann,1\nbob,2\ncy,3\n' >"$W/people.csv"

tmux new-session -d -s "$E2E_SESSION" -x 80 -y 24 "bash --norc --noprofile"
tmux set-option -t "$E2E_SESSION" status off >/dev/null
sleep 0.3
tmux send-keys -t "$E2E_SESSION" "export PS1='$ '; stty -g > $E2E_DIR/stty.before" Enter
for _ in $(seq 1 50); do [[ -s "$E2E_DIR/stty.before" ]] && break; sleep 0.1; done

# The program running in the pane (the newest child of its shell whose command line
# holds $1).
program_pid() { pgrep -n -P "$(tmux display -p -t "$E2E_SESSION" '#{pane_pid}')" -f "$1"; }

# run_case NAME "COMMAND LINE" "TEXT ON ITS SCREEN" PROCESS ENDING STATUS: runs the command
# in the pane, waits for TEXT ("" waits for PROCESS to run), ends it by ENDING (key:K sends
# the key K; sig:NAME sends the signal to PROCESS), and expects STATUS with the terminal as
# it was.
cases=0
run_case() {
    local name="$1" cmd="$2" text="$3" proc="$4" ending="$5" want="$6" pid="" status modes i
    cases=$((cases + 1))
    rm -f "$E2E_DIR/exit" "$E2E_DIR/stty.after"
    tmux send-keys -t "$E2E_SESSION" "clear; $cmd; echo \$? > $E2E_DIR/exit; stty -g > $E2E_DIR/stty.after" Enter
    for _ in $(seq 1 100); do
        pid="$(program_pid "$proc" || true)"
        if [[ -n "$pid" ]] && { [[ -z "$text" ]] || e2e_screen | grep -qF -- "$text"; }; then break; fi
        sleep 0.1
    done
    [[ -n "$pid" ]] || { fail "$name: $proc did not start"; return 0; }
    [[ -z "$text" ]] || e2e_screen | grep -qF -- "$text" || { fail "$name: timed out waiting for '$text'"; return 0; }
    case "$ending" in
        key:*) tmux send-keys -t "$E2E_SESSION" "${ending#key:}" ;;
        sig:*) kill -s "${ending#sig:}" "$pid" ;;
    esac
    for i in $(seq 1 50); do
        [[ -s "$E2E_DIR/stty.after" ]] && break
        # A ^C the terminal turns into SIGINT reaches the shell too, which then drops the
        # rest of the command line once the program has died of it: ask for its status.
        if [[ $i == 20 ]] && ! kill -0 "$pid" 2>/dev/null; then
            tmux send-keys -t "$E2E_SESSION" "echo \$? > $E2E_DIR/exit; stty -g > $E2E_DIR/stty.after" Enter
        fi
        sleep 0.1
    done
    [[ -s "$E2E_DIR/stty.after" ]] || { fail "$name, $ending: did not exit within 5 s"; kill -9 "$pid" 2>/dev/null; return 0; }
    status="$(cat "$E2E_DIR/exit")"
    [[ "$status" == "$want" ]] || fail "$name, $ending: exit status $status, expected $want"
    cmp -s "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" || fail "$name, $ending: terminal modes not restored (stty -g differs)"
    # alternate screen, cursor visible, keypad (application cursor and keypad), mouse
    modes="$(tmux display -p -t "$E2E_SESSION" '#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{keypad_flag} #{mouse_any_flag} #{mouse_sgr_flag}')"
    [[ "$modes" == "0 1 0 0 0 0" ]] || fail "$name, $ending: modes (alternate cursor keypad_cursor keypad mouse sgr) are $modes, expected 0 1 0 0 0 0"
}

endings=("key:q 0" "key:C-c 130" "sig:INT 130" "sig:TERM 143" "sig:HUP 129" "sig:QUIT 131")
programs=0
# every_ending NAME "COMMAND LINE" "TEXT ON ITS SCREEN" PROCESS: run_case for each ending.
every_ending() {
    local e ending want
    programs=$((programs + 1))
    for e in "${endings[@]}"; do
        read -r ending want <<<"$e"
        run_case "$1" "$2" "$3" "$4" "$ending" "$want"
    done
}
every_ending sections "$BIN/sections" "1,950 names" "$BIN/sections"
every_ending simple-table "$BIN/simple-table" "Doc" "$BIN/simple-table"
every_ending photos "$BIN/photos" "Harbor at Dawn" "$BIN/photos"
every_ending fruits "$BIN/fruits" "Apple" "$BIN/fruits"
every_ending timezones "$BIN/timezones --date 2026-01-15" "time zones" "$BIN/timezones"
every_ending states "$BIN/states" "Alabama" "$BIN/states"
every_ending cells "$BIN/cells" "MacBook" "$BIN/cells"
every_ending homepwner "$BIN/homepwner --store $W/store.json" "Homepwner" "$BIN/homepwner"
every_ending "tablekit view FILE" "$BIN/tablekit view $W/people.csv" "3 rows" "$BIN/tablekit view"
every_ending "tablekit view - (a pipe; the screen on /dev/tty)" "seq 1 100 | $BIN/tablekit view -" "100 rows" "$BIN/tablekit view"
# Input cut at its limit is an error reported after q (exit 1); a signal or ^C still ends
# the view with its own status.
endings=("key:q 1" "key:C-c 130" "sig:INT 130" "sig:TERM 143" "sig:HUP 129" "sig:QUIT 131")
every_ending "tablekit view - (input cut)" "seq 1 100000 | $BIN/tablekit view - --max-input 1K 2>/dev/null" "input cut at" "$BIN/tablekit view"
# tablekit sections reads the terminal (no screen): each signal ends it with the same
# status (its default action, which the shell reports as 128 + the signal); ^D ends it with 0.
for e in "key:C-d 0" "key:C-c 130" "sig:INT 130" "sig:TERM 143" "sig:HUP 129" "sig:QUIT 131"; do
    read -r ending want <<<"$e"
    run_case "tablekit sections" "$BIN/tablekit sections --locale en > /dev/null" "" "$BIN/tablekit sections" "$ending" "$want"
done
status=0
"$BIN/tablekit" keys >/dev/null || status=$?
[[ $status -eq 0 ]] || fail "tablekit keys: exit status $status"

[[ $FAILURES -eq 0 ]] && echo "exit statuses: $cases cases (q, ^C, INT, TERM, HUP, QUIT × $programs programs, tablekit sections), terminal restored: passed" \
    || { echo "exit statuses: $FAILURES of $cases failed"; exit 1; }
