# Helpers for the end-to-end checks: run a program in a detached tmux session at 80×24
# inside a plain shell, type keys as a person would, and read the screen.
# Usage: source this file; every check function exits non-zero with a message on failure.
set -euo pipefail

E2E_SESSION="tk-e2e-$$"
E2E_DIR="$(mktemp -d)"
# A tmux server of this script's own: checks run at the same time (by other people or
# scripts) can neither end it nor be ended by it.
export TMUX_TMPDIR="${TMUX_TMPDIR:-$E2E_DIR/tmux}"
mkdir -p "$TMUX_TMPDIR"
unset TMUX  # run from inside tmux, commands would otherwise go to that server
BIN="${BIN:-$(pwd)/.build/debug}"
FAILURES=0

e2e_keep_server() { # keep this script's own tmux server up between e2e_start calls; end it on exit
    # A server whose last session ends exits, and a new-session racing that exit fails
    # with "server exited unexpectedly": a sleeping session keeps it up until e2e_finish.
    tmux has-session -t keep-alive 2>/dev/null || tmux new-session -d -s keep-alive "sleep 3600"
    trap 'tmux kill-server 2>/dev/null || true; e2e_finish' EXIT
}

e2e_start() { # e2e_start "command line"  (runs inside bash in tmux; records exit status and stty)
    tmux has-session -t keep-alive 2>/dev/null || tmux new-session -d -s keep-alive "sleep 3600"
    tmux kill-session -t "$E2E_SESSION" 2>/dev/null || true
    tmux new-session -d -s "$E2E_SESSION" -x 80 -y 24 "bash --norc --noprofile"
    tmux set-option -t "$E2E_SESSION" status off >/dev/null
    sleep 0.3
    rm -f "$E2E_DIR/exit" "$E2E_DIR/stty.before" "$E2E_DIR/stty.after"
    tmux send-keys -t "$E2E_SESSION" "export PS1='$ '; clear; stty -g > $E2E_DIR/stty.before; $1; echo \$? > $E2E_DIR/exit; stty -g > $E2E_DIR/stty.after" Enter
    e2e_wait_for "$2"
}

e2e_keys() { tmux send-keys -t "$E2E_SESSION" "$@"; sleep 0.4; }

e2e_screen() { tmux capture-pane -t "$E2E_SESSION" -p; }

e2e_wait_for() { # wait up to 10 s for text on the screen
    for _ in $(seq 1 100); do
        if e2e_screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    fail "timed out waiting for '$1'"
}

fail() {
    echo "FAIL: $*" >&2
    echo "--- screen:" >&2
    e2e_screen >&2 || true
    FAILURES=$((FAILURES + 1))
    return 1
}

expect_line() { # expect_line N TEXT: line N (0-based) of the screen starts with TEXT
    local line
    line="$(e2e_screen | sed -n "$(($1 + 1))p")"
    [[ "$line" == "$2"* ]] || fail "line $1 is '$line', expected it to start with '$2'"
}

expect_screen() { e2e_screen | grep -qF -- "$1" || fail "screen does not show '$1'"; }
expect_no_screen() { ! e2e_screen | grep -qF -- "$1" || fail "screen still shows '$1'"; }

expect_exit() { # expect_exit STATUS: the program ended with STATUS and the terminal modes are back
    for _ in $(seq 1 50); do [[ -s "$E2E_DIR/exit" ]] && break; sleep 0.1; done
    [[ -s "$E2E_DIR/exit" ]] || { fail "the program did not exit"; return 1; }
    local status; status="$(cat "$E2E_DIR/exit")"
    [[ "$status" == "$1" ]] || fail "exit status $status, expected $1"
    sleep 0.2
    cmp -s "$E2E_DIR/stty.before" "$E2E_DIR/stty.after" || fail "terminal modes were not restored (stty -g differs)"
    # Back on the shell's screen: the prompt and the command line are visible again.
    e2e_screen | grep -q '^\$' || fail "the shell prompt is not back on screen"
}

e2e_pid() { pgrep -n -f "$1"; }

e2e_finish() {
    tmux kill-session -t "$E2E_SESSION" 2>/dev/null || true
    tmux kill-session -t keep-alive 2>/dev/null || true  # the server ends with its last session
    rm -rf "$E2E_DIR"
}
