#!/usr/bin/env bash
# End-to-end: `tablekit view` of several files in tmux. The list shows each file's format;
# Enter opens one, Esc comes back to the list, Enter on the next opens it as its format
# reads; with --where, a file the expression does not fit says so and the list stays; with
# --pick, a row of the file opened is printed.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server

csv="$E2E_DIR/cities.csv"
jsonl="$E2E_DIR/events.jsonl"
picked="$E2E_DIR/picked"
printf 'city,pop\nOsaka,2700000\nKyoto,1460000\nNara,360000\n' > "$csv"
printf '{"event":"start"}\n{"event":"stop"}\n' > "$jsonl"

e2e_start "$BIN/tablekit view $csv $jsonl" "2 files"
expect_screen "cities.csv"
expect_screen "JSON Lines"
e2e_keys Enter
e2e_wait_for "3 rows"
expect_screen "Osaka"
e2e_keys Escape
e2e_wait_for "2 files"
e2e_keys Down Enter
e2e_wait_for "stop"
expect_screen "event"
e2e_keys Escape
e2e_wait_for "2 files"
e2e_keys q
expect_exit 0

e2e_start "$BIN/tablekit view $csv $jsonl --where 'pop > 1000000'" "2 files"
e2e_keys Enter
e2e_wait_for "2 of 3 rows · filter"
expect_no_screen "Nara"
e2e_keys Escape
e2e_wait_for "2 files"
e2e_keys Down Enter
e2e_wait_for "Cannot open the file"
expect_screen "unknown column 'pop'"
e2e_keys Enter
e2e_wait_for "2 files"
e2e_keys q
expect_exit 0

e2e_start "$BIN/tablekit view $csv $jsonl --pick > $picked" "2 files"
e2e_keys Enter
e2e_wait_for "3 rows"
e2e_keys Down Enter
expect_exit 0
[[ "$(cat "$picked")" == "Kyoto,1460000" ]] || fail "--pick printed '$(cat "$picked")', not Kyoto's row"

[[ $FAILURES -eq 0 ]] || exit 1
echo "test_view_files: all passed"
