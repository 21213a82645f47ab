#!/usr/bin/env bash
# End-to-end: `tablekit view`'s frequency table in tmux. Shift-F on a CSV's country column
# shows its values by count with their bars; Enter on the top value shows its rows with the
# title path and the filter's status line; Esc twice comes back to the same row and column
# of the first screen (`,` there gives the rows of the cell it was on); with --pick, Esc on a
# sheet goes back and Enter on a value sheet's row prints that row.
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
