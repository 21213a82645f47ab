#!/usr/bin/env bash
# End-to-end: `tablekit view`'s columns and filters in tmux. `-` hides the cursor's column
# (its title leaves the header, the next column takes the cursor), `U` brings it back;
# `|` asks for a regular expression and shows the rows whose cell in the cursor's column
# matches it, with the title path and the filter's status line; Esc goes back to every row.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server

data="$E2E_DIR/cities.csv"
printf 'city,country,pop\nTokyo,Japan,37\nOsaka,Japan,19\nDelhi,India,28\nOslo,Norway,1\nBerlin,Germany,3\n' > "$data"

e2e_start "$BIN/tablekit view $data" "5 rows"
expect_screen "country"
e2e_keys Right             # the country column
e2e_keys -l -
sleep 0.4
expect_no_screen "country"
expect_no_screen "Japan"
expect_screen "Tokyo"
expect_screen "37"
e2e_keys U
e2e_wait_for "country"
expect_screen "Japan"
# `|` on the city column: the cities starting with O.
e2e_keys Left
e2e_keys -l '|'
e2e_wait_for "Filter by regular expression"
e2e_keys -l '^O'
e2e_keys Enter
e2e_wait_for "cities.csv › city ~ /^O/"
e2e_wait_for "2 of 5 rows · filter"
expect_screen "Osaka"
expect_screen "Oslo"
expect_no_screen "Tokyo"
e2e_keys Escape
e2e_wait_for "5 rows"
expect_no_screen "city ~"
expect_screen "Tokyo"
# A pattern that does not compile: one line on the status line, no sheet.
e2e_keys -l '|'
e2e_wait_for "Filter by regular expression"
e2e_keys -l '(O'
e2e_keys Enter
e2e_wait_for "not filtered: not a regular expression"
expect_screen "Tokyo"
e2e_keys q
expect_exit 0

[[ $FAILURES -eq 0 ]] || exit 1
