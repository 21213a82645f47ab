#!/usr/bin/env bash
# End-to-end: a pipe that has not written yet (`(sleep 5; seq 1 100) | tablekit view -`) gets
# its screen at once (title, "waiting for input…", key help) in raw mode, the keys work,
# and q quits it at once with status 0; its rows show when they come.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server

viewer_running() { # whether the shell in the session still runs tablekit
    local shell; shell="$(tmux list-panes -t "$E2E_SESSION" -F '#{pane_pid}')"
    pgrep -P "$shell" -f "tablekit view" >/dev/null
}

# q while nothing came: the viewer ends within about a second (the shell then waits for
# `sleep`, the pipe's other end, before it records the status).
e2e_start "(sleep 4; seq 1 100) | $BIN/tablekit view -" "waiting for input…"
expect_screen "standard input"
expect_screen "q quit"
tmux send-keys -t "$E2E_SESSION" q
for _ in $(seq 1 10); do viewer_running || break; sleep 0.1; done
viewer_running && fail "still running 1 s after q"
expect_exit 0

# Keys typed while waiting are the viewer's (raw mode): / opens its search, Esc closes it;
# the rows show once they come.
e2e_start "(sleep 1; seq 1 100) | $BIN/tablekit view -" "waiting for input…"
e2e_keys / 7
expect_screen "🔍 7"
e2e_keys Escape
e2e_wait_for "100 rows"
e2e_keys q
expect_exit 0

# With options that name columns or the format, the waiting screen shows at once too, and
# each option applies once the input comes: the columns chosen, sections, the format.
csv='name,team,age\nann,red,31\nbob,blue,25\n'
e2e_start "(sleep 1; printf '$csv') | $BIN/tablekit view - --columns age,name --section-by team" "waiting for input…"
e2e_wait_for "2 rows"
expect_screen "age"
expect_screen "blue"
expect_no_screen "no column"
e2e_keys q
expect_exit 0
e2e_start "(sleep 1; printf 'a;b\n1;2\n') | $BIN/tablekit view - --delimiter ';'" "waiting for input…"
e2e_wait_for "1 row"
expect_screen " a"
e2e_keys q
expect_exit 0

[[ $FAILURES -eq 0 ]] || exit 1
echo "ok: a silent pipe shows its waiting screen at once, keys work, q quits it with status 0"
