#!/usr/bin/env bash
# End-to-end: `tablekit view`'s frequency table in tmux. Shift-F on a CSV's country column
# shows its values by count with their bars; Enter on the top value shows its rows with the
# title path and the filter's status line; Esc twice comes back to the same row and column
# of the first screen (`,` there gives the rows of the cell it was on); with key columns
# marked with !, F counts their combinations and Enter shows a combination's rows; with
# --pick, Esc on a sheet goes back and Enter on a value sheet's row prints that row.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server

data="$E2E_DIR/cities.csv"
printf 'city,country,pop\nTokyo,Japan,37\nOsaka,Japan,19\nDelhi,India,28\nKyoto,Japan,1\nBerlin,Germany,3\nParis,France,2\nMumbai,India,20\n' > "$data"

e2e_start "$BIN/tablekit view $data" "7 rows"
e2e_keys Down Down Right   # Delhi, the country column
e2e_keys F
e2e_wait_for "cities.csv › country frequency"
expect_screen "Japan"
expect_screen "42.9%"
expect_screen "████████████████████████████████████████"
expect_screen "4 rows"
e2e_keys Enter             # the top value: Japan
e2e_wait_for "cities.csv › country = Japan"
e2e_wait_for "3 of 7 rows · filter"
expect_screen "Kyoto"
expect_no_screen "Delhi"
e2e_keys Escape
e2e_wait_for "cities.csv › country frequency"
e2e_keys Escape
e2e_wait_for "7 rows"
expect_no_screen "frequency"
# Back on Delhi's country: `,` shows the rows with India.
e2e_keys ,
e2e_wait_for "cities.csv › country = India"
e2e_wait_for "2 of 7 rows · filter"
expect_screen "Mumbai"
e2e_keys Escape
e2e_wait_for "7 rows"
e2e_keys q
expect_exit 0

# Key columns: ! marks city and country (🔑 in their titles), F counts their combinations
# (Osaka·Japan twice), Enter on the top one shows its rows with both values in the title.
keys="$E2E_DIR/keys.csv"
{ cat "$data"; printf 'Osaka,Japan,5\n'; } > "$keys"
e2e_start "$BIN/tablekit view $keys" "8 rows"
e2e_keys '!' Right '!'
e2e_wait_for "🔑 country"
expect_screen "🔑 city"
expect_screen "2 key columns: F counts their combinations"
e2e_keys F
e2e_wait_for "keys.csv › city, country frequency"
expect_screen "25.0%"
expect_screen "7 rows"
e2e_keys Enter             # the top combination: Osaka, Japan
e2e_wait_for "keys.csv › city = Osaka, country = Japan"
e2e_wait_for "2 of 8 rows · filter"
expect_no_screen "Tokyo"
e2e_keys Escape
e2e_wait_for "keys.csv › city, country frequency"
e2e_keys Escape
e2e_wait_for "8 rows"
e2e_keys U                 # the country's mark taken back, the city's kept
expect_no_screen "🔑 country"
expect_screen "🔑 city"
e2e_keys q
expect_exit 0

# --pick: Esc on a sheet goes back (no cancelled pick), Enter on a value sheet's row picks it.
out="$E2E_DIR/picked"
e2e_start "$BIN/tablekit view $data --pick > $out" "7 rows"
e2e_keys Right F
e2e_wait_for "cities.csv › country frequency"
e2e_keys Down Enter        # India
e2e_wait_for "cities.csv › country = India"
e2e_keys Escape
e2e_wait_for "cities.csv › country frequency"
e2e_keys Up Enter          # back on India's row: up to Japan's rows
e2e_wait_for "3 of 7 rows · filter"
e2e_keys Down Enter        # its second row: Osaka
expect_exit 0
[[ $(cat "$out") == "Osaka,Japan,19" ]] || fail "picked from a value sheet: $(cat "$out")"

[[ $FAILURES -eq 0 ]] || exit 1
