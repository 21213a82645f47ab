# The endless-SQLite key checks, as a function that test_view_endless_sqlite.sh and
# scripts/soak.sh call: source Tests/e2e/lib.sh, then this file, then `endless_sqlite_keys`.
# Each case starts `tablekit view` on SQLite that never ends (an endless query, a view over
# one, a first row that never comes), presses keys, and checks that the program ended
# with its status within about a second of the last key (polled: tmux's coarse grain).

ENDLESS_QUERY='WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c'

endless_sqlite_database() { # endless_sqlite_database PATH: `t` (one row) and the view `forever`
    rm -f "$1"
    # Python's sqlite3 module (python3 is a prerequisite; the sqlite3 program may be missing).
    python3 -c 'import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.executescript(sys.argv[2]); db.commit()' \
        "$1" "CREATE TABLE t (a); INSERT INTO t VALUES (1); CREATE VIEW forever AS $ENDLESS_QUERY;"
}

expect_exit_within_a_second() { # STATUS: the program ended (polled for at most ~1 s) with STATUS
    for _ in $(seq 1 10); do [[ -s "$E2E_DIR/exit" ]] && break; sleep 0.1; done
    [[ -s "$E2E_DIR/exit" ]] || { fail "still running 1 s after the key"; return 1; }
    expect_exit "$1"
}

endless_sqlite_keys() {
    local db="$E2E_DIR/endless.sqlite"
    endless_sqlite_database "$db"
    local query="$BIN/tablekit view $db --query '$ENDLESS_QUERY'"

    # A search of the endless query (in the background once its rows are many, then over
    # the rows as they come): Esc cancels it at once, then q quits.
    e2e_start "$query" "counting…"
    sleep 1
    tmux send-keys -t "$E2E_SESSION" / 7 Down
    e2e_wait_for "🔍 7"
    e2e_keys Escape
    expect_no_screen "🔍 7"
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0

    # q and ^C during the search.
    e2e_start "$query" "counting…"
    sleep 1
    tmux send-keys -t "$E2E_SESSION" / 7 Down
    e2e_wait_for "🔍 7"
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0
    e2e_start "$query" "counting…"
    tmux send-keys -t "$E2E_SESSION" / 7 Down
    e2e_wait_for "🔍 7"
    tmux send-keys -t "$E2E_SESSION" C-c
    expect_exit_within_a_second 130

    # The results of a search show as found, the rows searched counted on the status line
    # while the query goes on; the keys typed over a search coalesce and q still quits.
    e2e_start "$query" "counting…"
    tmux send-keys -t "$E2E_SESSION" / 7 Down
    e2e_wait_for "found in the first"
    tmux send-keys -t "$E2E_SESSION" / 1 2 3 4 5 6 7 8 9 BSpace BSpace BSpace BSpace Down  # 7, then 12345
    e2e_wait_for "🔍 712345"
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0

    # --print of a search over the endless query: the bound stops it, and the status line
    # says how many rows were searched among those read, never "counting…" (the process
    # is about to exit): "7 matches in the 1,234 rows read (loading stopped)", or "in the
    # first N of M rows read" when the bound stopped loading before the search caught up.
    local printed
    printed="$($BIN/tablekit view "$db" --query "$ENDLESS_QUERY" --print --search 7 --time-limit 1 --width 150 2>&1 || true)"
    grep -qE "[0-9,]+ match(es)? in (the first [0-9,]+ of )?the [0-9,]+ rows read \(loading stopped\)" <<<"$printed" \
        || fail "--print --search on an endless query does not say the rows searched: $printed"
    ! grep -qF "counting…" <<<"$printed" || fail "--print --search on an endless query says counting…: $printed"

    # End on the endless query: the cursor goes there at once, and q quits.
    e2e_start "$query" "counting…"
    sleep 1  # many rows counted: the end is far from the start
    tmux send-keys -t "$E2E_SESSION" End
    sleep 0.3
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0

    # A first row that never comes: the screen waits with the keys working.
    local first="$BIN/tablekit view $db --query 'SELECT count(*) AS n FROM forever'"
    e2e_start "$first" "waiting for the first row… (Esc/q to stop)"
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0
    e2e_start "$first" "waiting for the first row… (Esc/q to stop)"
    tmux send-keys -t "$E2E_SESSION" Escape
    expect_exit_within_a_second 0
    e2e_start "$first" "waiting for the first row… (Esc/q to stop)"
    tmux send-keys -t "$E2E_SESSION" C-c
    expect_exit_within_a_second 130

    # The table list shows at once, "—" for the endless view.
    e2e_start "$BIN/tablekit view $db" "2 rows"
    expect_screen "forever"
    expect_screen "—"
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0

    # Enter on the endless view pages on past its first page; Esc back to the list stops
    # it: the process then uses (almost) no CPU (its ticks in /proc over one second).
    e2e_start "$BIN/tablekit view $db" "2 rows"
    tmux send-keys -t "$E2E_SESSION" Enter
    for _ in $(seq 1 100); do e2e_screen | grep -qE 'counting… [0-9,]{6,} rows' && break; sleep 0.1; done
    e2e_screen | grep -qE 'counting… [0-9,]{6,} rows' || fail "the endless view stops at its first page"
    e2e_keys Escape
    e2e_wait_for "2 rows"
    local pid
    pid=$(e2e_pid "$BIN/tablekit view $db")
    cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
    local before after
    before=$(cpu_ticks "$pid")
    sleep 1
    after=$(cpu_ticks "$pid")
    (( after - before < 20 )) || fail "the view still counts after Esc: $((after - before)) CPU ticks in 1 s"
    tmux send-keys -t "$E2E_SESSION" q
    expect_exit_within_a_second 0
}
