#!/usr/bin/env bash
# End-to-end checks of the simple-table and photos apps in a real terminal: tmux at
# 80×24 runs the debug binaries, keys are sent (push, pop, refresh), the screen is captured with
# `tmux capture-pane -p` and checked with grep. Each app must quit with q, exit 0 and
# leave the shell's prompt on the screen.
#
# Usage: Tests/e2e/test_cells_apps.sh   (from anywhere; builds the two products if absent)
# Exit status: 0 when every check passed, 1 otherwise (each failure is printed).
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN="$ROOT/.build/debug"
SOCKET_BASE="tablekit-e2e-cells-$$"
SOCKET="$SOCKET_BASE-0"
sessions=0
PROMPT='e2e$ '
PROMPT_SHOWN='e2e$'   # capture-pane drops the trailing space
failures=0
checks=0

tm() { tmux -u -L "$SOCKET" "$@"; }
cleanup() { tm kill-server >/dev/null 2>&1 || true; }
trap cleanup EXIT

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { checks=$((checks + 1)); }

command -v tmux >/dev/null || { echo "FAIL: tmux is not installed"; exit 1; }
for product in simple-table photos; do
    if [ ! -x "$BIN/$product" ]; then
        echo "building $product…"
        (cd "$ROOT" && swift build --product "$product" >/dev/null) || { echo "FAIL: cannot build $product"; exit 1; }
    fi
done

screen() { tm capture-pane -p -t e2e 2>/dev/null; }

# wait_for TEXT [SECONDS]: until the screen contains TEXT (fixed string); 1 on timeout.
wait_for() {
    local text=$1 limit=${2:-5} i
    for ((i = 0; i < limit * 20; i++)); do
        screen | grep -qF -- "$text" && return 0
        sleep 0.05
    done
    return 1
}

# expect_screen NAME TEXT: the screen shows TEXT (waiting up to 5 s).
expect_screen() {
    if wait_for "$2"; then pass; else fail "$1: the screen does not show '$2'"; echo "--- screen ---"; screen; echo "--------------"; fi
}

# expect_absent NAME TEXT: after the app settled, the screen does not show TEXT.
expect_absent() {
    sleep 0.3
    if screen | grep -qF -- "$2"; then fail "$1: the screen still shows '$2'"; echo "--- screen ---"; screen; echo "--------------"; else pass; fi
}

keys() { tm send-keys -t e2e "$@"; sleep 0.15; }

# start_app COMMAND...: a fresh 80×24 session with a plain shell, running the app. Each
# app gets its own tmux server, so one shutting down never races the next one starting.
start_app() {
    cleanup
    sessions=$((sessions + 1))
    SOCKET="$SOCKET_BASE-$sessions"
    tm new-session -d -s e2e -x 80 -y 24 "env -i PATH=$PATH HOME=${HOME:-/tmp} TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$PROMPT' bash --norc --noprofile"
    wait_for "$PROMPT_SHOWN" || { fail "the shell did not start"; return 1; }
    tm send-keys -t e2e "$* ; echo \"EXIT=\$?\"" Enter
}

# quit_app NAME: q, then the exit status 0 and the prompt again, with the app gone.
quit_app() {
    keys q
    if wait_for "EXIT=" 5; then
        if screen | grep -qF "EXIT=0"; then pass; else fail "$1: exited with $(screen | grep -o 'EXIT=[0-9]*')"; fi
        if screen | grep -v '^$' | tail -n 1 | grep -qxF "$PROMPT_SHOWN"; then pass; else fail "$1: the shell prompt is not back"; screen; fi
    else
        fail "$1: did not exit after q"; screen
    fi
    if pgrep -f "$BIN/$1" >/dev/null 2>&1 && [ -n "$(tm list-panes -t e2e -F '#{pane_current_command}' | grep -v bash)" ]; then
        fail "$1: the process is still running"
    else
        pass
    fi
}

# --- simple-table --------------------------------------------------------------------
if start_app "$BIN/simple-table"; then
    expect_screen "simple-table starts" "★ Doc"
    expect_screen "simple-table lists the dwarves" "★ Grumpy"
    keys Enter                                  # row 0 (the cursor from the start): vetoed
    expect_absent "Enter on row 0 does nothing" "Row Selected!"
    keys Down Enter                             # row 1: Grumpy
    expect_screen "Enter on row 1 shows the alert" "Row Selected!"
    expect_screen "the alert names the row" "You selected Grumpy"
    expect_screen "the alert has its button" "[ Yes I Did ]"
    keys Enter
    expect_absent "Enter dismisses the alert" "Row Selected!"
    expect_screen "the table is back" "★ Sleepy"
    quit_app simple-table
fi

# --- photos --------------------------------------------------------------------------
if start_app "$BIN/photos"; then
    expect_screen "photos starts" "Harbor at Dawn"
    expect_screen "photos shows the count" "12 photos"
    keys Down Enter                             # push Grandma's Garden
    expect_screen "a push shows the back label" "‹ Photos"
    expect_screen "the details show the rating" "★★★★★"
    expect_screen "the details show the camera" "iPhone 12 Pro"
    keys Escape                                 # pop
    expect_absent "Esc pops the details" "‹ Photos"
    expect_screen "the list is back" "Old Town Bridge"
    keys Down Enter Left                        # push and pop with ←
    expect_absent "← pops the details" "‹ Photos"
    keys r                                      # reload off the main actor
    expect_screen "r shows the refresh spinner" "Loading photos…"
    expect_screen "the reload finishes and is applied" "12 photos, reloaded"
    expect_absent "the spinner goes away" "Loading photos…"
    quit_app photos
fi

if [ "$failures" -gt 0 ]; then
    echo "test_cells_apps: $failures failed, $checks passed"
    exit 1
fi
echo "test_cells_apps: all $checks checks passed"
