#!/usr/bin/env bash
# End-to-end checks of the keyboard model in a real terminal (tmux):
# - sections: Ctrl-Z suspends (the process stopped, the shell's prompt back, the terminal
#   modes restored), `fg` resumes with the whole screen drawn again and keys working;
# - simple-table: Esc dismisses the one-button alert;
# - sections at 40×12: `?` help does not fit, says how to close it, scrolls with ↓, Esc closes;
# - Ctrl-C quits at once with the help open.
# Usage: bash Tests/e2e/test_keyboard_model.sh   (from the package root, after swift build)
# Exit status: 0 when every check passed, 1 otherwise.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
set +e
e2e_keep_server  # its own tmux server (lib.sh): other checks cannot end it

for app in sections simple-table; do
    [[ -x "$BIN/$app" ]] || swift build --product "$app" >/dev/null || { echo "FAIL: cannot build $app"; exit 1; }
done

echo "sections: Ctrl-Z suspends to the shell, fg redraws the screen"
e2e_start "$BIN/sections" "1,950 names"
e2e_keys Down
e2e_keys C-z
e2e_wait_for "Stopped"
expect_no_screen "1,950 names"
pid=$(e2e_pid "$BIN/sections")
state=$(ps -o stat= -p "$pid" | tr -d ' ')
[[ "$state" == T* ]] || fail "sections is not stopped after Ctrl-Z (state '$state')"
# The shell has its terminal back: its modes are the ones from before the app started.
tmux send-keys -t "$E2E_SESSION" "stty -g > $E2E_DIR/stty.suspended" Enter
sleep 0.5
cmp -s "$E2E_DIR/stty.before" "$E2E_DIR/stty.suspended" || fail "the terminal modes were not restored while suspended"
e2e_keys "fg" Enter
e2e_wait_for "1,950 names"
expect_screen "Abbie"
expect_no_screen "Stopped"
# Raw mode is back: keys reach the app (Tab, a letter, then q).
e2e_keys Tab M
expect_screen " Ma"
e2e_keys Escape q
# (The shell went on with the command line when the job stopped, so its recorded status is
# the stop's, 148; check the prompt and the terminal modes after quitting instead.)
sleep 0.5
e2e_screen | grep -q '^\$' || fail "the shell prompt is not back after quitting"
tmux send-keys -t "$E2E_SESSION" "stty -g > $E2E_DIR/stty.resumed" Enter
sleep 0.5
cmp -s "$E2E_DIR/stty.before" "$E2E_DIR/stty.resumed" || fail "the terminal modes were not restored after fg and q"
pgrep -f "$BIN/sections" >/dev/null && fail "sections still runs after q"

echo "simple-table: Esc dismisses the one-button alert"
e2e_start "$BIN/simple-table" "Doc"
e2e_keys Down Enter
e2e_wait_for "You selected Grumpy"
expect_screen "Esc"
e2e_keys Escape
sleep 0.3
expect_no_screen "You selected"
expect_screen "Grumpy"
e2e_keys q
expect_exit 0

echo "sections at 40×12: ? help scrolls and says how to close it"
e2e_start "$BIN/sections" "1,950 names"
tmux resize-window -t "$E2E_SESSION" -x 40 -y 12 2>/dev/null || tmux resize-pane -t "$E2E_SESSION" -x 40 -y 12
sleep 0.5
e2e_keys "?"
e2e_wait_for "Esc/q close"
expect_screen "^C quit"
expect_screen "Keys 1–"
expect_no_screen "repaint"
e2e_keys Down Down Down Down Down
expect_screen "repaint"
expect_screen "Esc/q close"
e2e_keys Escape
expect_no_screen "Esc/q close"
expect_screen "1,950 names"
# Ctrl-C quits at once, with the help open, with the shell's status for an interrupt.
e2e_keys "?"
e2e_wait_for "Esc/q close"
e2e_keys C-c
expect_exit 130

if (( FAILURES > 0 )); then echo "$FAILURES check(s) failed"; exit 1; fi
echo "all keyboard-model checks passed"
