#!/usr/bin/env bash
# End-to-end: `tablekit view` in a real terminal (tmux, 80×24): data from a pipe with keys
# from the terminal, pick mode printing to a pipe, a CSV sorted by a column, a SQLite table.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
trap e2e_finish EXIT
DATA="$E2E_DIR/data"; mkdir -p "$DATA"

click() { # click X Y: a left-button press and release at column X, line Y (0-based)
    local x y; x="$(printf "\\$(printf %03o $((33 + $1)))")"; y="$(printf "\\$(printf %03o $((33 + $2)))")"
    tmux send-keys -t "$E2E_SESSION" -l $'\e[M '"$x$y"
    tmux send-keys -t "$E2E_SESSION" -l $'\e[M#'"$x$y"
    sleep 0.4
}

# Pick from a pipe: the screen is on the terminal, only the picked line goes to the file.
e2e_start "seq 1 100 | $BIN/tablekit view - --pick > $DATA/picked.txt" "100 rows"
expect_line 1 " 1"
e2e_keys G Enter
expect_exit 0
[[ "$(cat "$DATA/picked.txt")" == "100" ]] || fail "picked '$(cat "$DATA/picked.txt")', expected 100"

# Pick with the mouse: a click moves the cursor and picks nothing (it may be a miss); a
# double click (two clicks sent at once, well within half a second) picks the row.
double_click() { # double_click X Y: two presses and releases at column X, line Y (0-based)
    local x y; x="$(printf "\\$(printf %03o $((33 + $1)))")"; y="$(printf "\\$(printf %03o $((33 + $2)))")"
    tmux send-keys -t "$E2E_SESSION" -l $'\e[M '"$x$y"$'\e[M#'"$x$y"$'\e[M '"$x$y"$'\e[M#'"$x$y"
    sleep 0.4
}
e2e_start "seq 1 9 | $BIN/tablekit view - --pick > $DATA/clicked.txt" "9 rows"
click 3 3
expect_screen "9 rows"  # still running: one click picks nothing
e2e_keys Down Enter     # the click moved the cursor to 2 (line 3, under the search bar): ↓ Enter picks 3
expect_exit 0
[[ "$(cat "$DATA/clicked.txt")" == "3" ]] || fail "after a click, ↓ Enter picked '$(cat "$DATA/clicked.txt")', expected 3"
e2e_start "seq 1 9 | $BIN/tablekit view - --pick > $DATA/clicked.txt" "9 rows"
double_click 3 5
expect_exit 0
[[ "$(cat "$DATA/clicked.txt")" == "4" ]] || fail "a double click picked '$(cat "$DATA/clicked.txt")', expected 4"

# Esc picks nothing: exit status 1, nothing printed.
e2e_start "seq 1 5 | $BIN/tablekit view - --pick > $DATA/none.txt" "5 rows"
e2e_keys Escape
expect_exit 1
[[ ! -s "$DATA/none.txt" ]] || fail "Esc printed '$(cat "$DATA/none.txt")'"

# --multi: Space marks rows, Enter prints them in the order marked.
e2e_start "seq 1 9 | $BIN/tablekit view - --pick --multi > $DATA/multi.txt" "9 rows"
e2e_keys Down Space Down Down Space Enter
expect_exit 0
[[ "$(tr '\n' ' ' < "$DATA/multi.txt")" == "2 4 " ]] || fail "multi picked '$(cat "$DATA/multi.txt")'"

# A CSV: columns under a header line; → and s sort by age (numbers by value), again reverses.
printf 'name,age,city\nAnn,25,"New York, NY"\nZoë,130,Paris\nbob,7,Oslo\n' > "$DATA/people.csv"
e2e_start "$BIN/tablekit view $DATA/people.csv" "3 rows"
expect_line 2 " name     age city"
e2e_keys Right s
expect_screen "age ▲"
expect_line 3 " bob        7 Oslo"
expect_line 5 " Zoë      130 Paris"
e2e_keys s
expect_screen "age ▼"
expect_line 3 " Zoë      130 Paris"
# A sort shows the top, the cursor on the first row: Enter opens Zoë's detail (the
# file's row 2), every field; Esc comes back. Then Ann's row (the comma inside the
# quotes kept).
e2e_keys Enter
expect_screen "Row 2"
expect_screen " city"
expect_screen "Paris"
e2e_keys Escape
expect_screen "age ▼"
e2e_keys Down Enter
expect_screen "Row 1"
expect_screen "New York, NY"
e2e_keys Escape
expect_screen "age ▼"
# A click on the city title (an X10 mouse press and release, as the terminal sends them)
# sorts by city.
click 15 2
expect_screen "city ▲"
expect_line 3 " Ann       25 New York, NY"
expect_line 5 " Zoë      130 Paris"
e2e_keys q
expect_exit 0

# A SQLite table opened with --table.
python3 - "$DATA/shop.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("create table items (name text, price real)")
db.executemany("insert into items values (?, ?)", [("pen", 1.5), ("book", 12.0), ("lamp", 30.25)])
db.commit()
PY
e2e_start "$BIN/tablekit view $DATA/shop.db --table items" "3 rows"
expect_line 2 " name     price"
expect_line 5 " lamp     30.25"
e2e_keys q
expect_exit 0

# A read-only query.
e2e_start "$BIN/tablekit view $DATA/shop.db --query 'select name, price * 2 as double from items where price > 10'" "2 rows"
expect_line 2 " name     double"
expect_line 4 " lamp       60.5"
e2e_keys q
expect_exit 0

# A database with no --table: the list of its tables with row counts; Enter opens one.
e2e_start "$BIN/tablekit view $DATA/shop.db" "1 row"
expect_screen " items"
e2e_keys Enter
expect_screen " lamp     30.25"
e2e_keys Escape q
expect_exit 0

# Bad input: one line on stderr, exit 1.
out="$("$BIN/tablekit" view "$DATA/people.csv" --columns nme 2>&1 >/dev/null)" && fail "unknown column accepted"
[[ "$out" == "tablekit: no column 'nme' (the columns are: name, age, city)" ]] || fail "unknown column: '$out'"
out="$("$BIN/tablekit" view "$DATA/shop.db" --table nope 2>&1 >/dev/null)" && fail "unknown table accepted"
[[ "$out" == *"no table 'nope' (the tables are: items)" ]] || fail "unknown table: '$out'"
echo "not sqlite" > "$DATA/fake.db"
out="$("$BIN/tablekit" view "$DATA/fake.db" --table items 2>&1 >/dev/null)" && fail "a text file taken for a database"
[[ "$out" == *"fake.db: not a SQLite database" ]] || fail "not a database: '$out'"
out="$("$BIN/tablekit" view '' 2>&1 >/dev/null)" && fail "an empty path accepted"
[[ "$out" == "tablekit: FILE is an empty path: give the path of a file" ]] || fail "empty path: '$out'"
printf 'a,b\n1,"open\n2,3\n' > "$DATA/bad.csv"
out="$("$BIN/tablekit" view "$DATA/bad.csv" --print 2>&1 >/dev/null)" && fail "unclosed quote accepted"
[[ "$out" == *"bad.csv:2: a quoted field is not closed"* ]] || fail "unclosed quote: '$out'"

# G while the input is still counting goes to the real end: G Enter picks the last line.
e2e_start "seq 1 10000000 | $BIN/tablekit view - --pick > $DATA/last.txt" "rows"
e2e_keys G Enter
for _ in $(seq 1 600); do [[ -s "$E2E_DIR/exit" ]] && break; sleep 0.1; done
expect_exit 0
[[ "$(cat "$DATA/last.txt")" == "10000000" ]] || fail "G Enter while counting picked '$(cat "$DATA/last.txt")'"

# --pick on a property list (shown as a list, not columns): the screen is on the terminal
# and only the picked row goes to the capture (it printed the screen into it, exit 0).
e2e_start "x=\$($BIN/tablekit view $(pwd)/Examples/Sections/Resources/sortednames.plist --pick); echo \"rc=\$? [\$x]\" > $DATA/plist.txt" "1,950 rows"
expect_line 1 " Aaron"
e2e_keys Down Enter
expect_exit 0
[[ "$(cat "$DATA/plist.txt")" == "rc=0 [Abbie]" ]] || fail "a plist pick gave '$(cat "$DATA/plist.txt")'"

# --follow starts at the end and stays there as lines are appended (like less +F).
printf 'l1\nl2\n' > "$DATA/follow.txt"
e2e_start "$BIN/tablekit view $DATA/follow.txt --follow" "2 rows"
for i in $(seq 3 40); do echo "l$i" >> "$DATA/follow.txt"; done
e2e_wait_for "40 rows"
sleep 0.3
expect_line 21 " l40"
e2e_keys Up
echo l41 >> "$DATA/follow.txt"
e2e_wait_for "41 rows"
expect_no_screen " l41"
e2e_keys G
echo l42 >> "$DATA/follow.txt"
e2e_wait_for "42 rows"
sleep 0.3
expect_line 21 " l42"
# Truncated and rewritten (a log's copytruncate): read again from the start.
printf 'new1\nnew2\n' > "$DATA/follow.txt"
e2e_wait_for " 2 rows"
expect_screen " new2"
expect_no_screen "l4"
echo new3 >> "$DATA/follow.txt"
e2e_wait_for " 3 rows"
expect_screen " new3"
e2e_keys q
expect_exit 0

# A CSV or JSON through a pipe, or from <(cmd) or a FIFO, is read once and shown in
# columns (its format from its first bytes, or --format).
out="$(cat "$DATA/people.csv" | "$BIN/tablekit" view - --print --width 40 --height 7)"
[[ "$out" == *" Ann       25 New York, NY"* ]] || fail "CSV from a pipe: '$out'"
out="$("$BIN/tablekit" view <(cat "$DATA/people.csv") --print --width 40 --height 7)"
[[ "$out" == *" Zoë      130 Paris"* && "$out" == *"3 rows"* ]] || fail "CSV from <(cmd): '$out'"
out="$("$BIN/tablekit" view <(seq 1 5) --print --width 40 --height 9)"
[[ "$out" == *"5 rows"* ]] || fail "<(seq 1 5): '$out'"
out="$(printf '[{"k":"v1"},{"k":"v2"}]' | "$BIN/tablekit" view - --print --width 40 --height 7)"
[[ "$out" == *" v2"* && "$out" == *"2 rows"* ]] || fail "JSON from a pipe: '$out'"
out="$(cat "$DATA/people.csv" | "$BIN/tablekit" view - --format text --print --width 40 --height 9)"
[[ "$out" == *"4 rows"* ]] || fail "--format text: '$out'"
out="$(cat "$DATA/people.csv" | "$BIN/tablekit" view - --columns nme 2>&1 >/dev/null)" && fail "piped unknown column accepted"
[[ "$out" == "tablekit: no column 'nme' (the columns are: name, age, city)" ]] || fail "piped unknown column: '$out'"
mkfifo "$DATA/fifo"
(sleep 0.3; printf 'f1\nf2\n' > "$DATA/fifo") &
out="$(timeout 10 "$BIN/tablekit" view "$DATA/fifo" --print --width 40 --height 7)" || fail "a FIFO hung or failed"
[[ "$out" == *"2 rows"* ]] || fail "FIFO: '$out'"

# Keys typed in one burst while a search of many rows runs in the background act on its
# results: /2999999 Enter Enter picks 2999999, not the first line of the unfiltered list.
e2e_start "seq 1 3000000 | $BIN/tablekit view - --pick > $DATA/burst.txt" "rows"
for _ in $(seq 1 600); do e2e_screen | grep -qF "3,000,000 rows" && break; sleep 0.1; done
tmux send-keys -t "$E2E_SESSION" / 2 9 9 9 9 9 9 Enter Enter
for _ in $(seq 1 600); do [[ -s "$E2E_DIR/exit" ]] && break; sleep 0.1; done
expect_exit 0
[[ "$(cat "$DATA/burst.txt")" == "2999999" ]] || fail "a burst during a search picked '$(cat "$DATA/burst.txt")', expected 2999999"
# Headless, --print waits for the search and the keys act on its results.
out="$(seq 1 3000000 | "$BIN/tablekit" view - --pick --print --max-rows 5000000 --search 2999999 --keys "Enter Enter")"
[[ "$out" == "2999999" ]] || fail "--print --search with a background search picked '$out'"

# `-` with the terminal as standard input: one clear line, exit 1 (not a blank screen
# reading typed lines as data).
e2e_start "$BIN/tablekit view -" "tablekit: '-' reads standard input, which is the terminal"
expect_exit 1

# A file whose name is not valid UTF-8 opens by its bytes; the title and errors show the
# name with U+FFFD.
printf 'a,b\n1,2\n' > "$DATA/name"$'\xff'"bad.csv"
out="$("$BIN/tablekit" view "$DATA/name"$'\xff'"bad.csv" --print --width 40 --height 6)" || fail "a byte-named file was not opened"
[[ "$out" == *"name�bad.csv"* && "$out" == *"   1   2"* ]] || fail "byte-named file: '$out'"
out="$("$BIN/tablekit" view "$DATA/gone"$'\xff'".csv" 2>&1 >/dev/null)" && fail "a missing byte-named file accepted"
[[ "$out" == "tablekit: $DATA/gone�.csv: no such file or directory" ]] || fail "missing byte-named file: '$out'"

# The SQLite table list groups its counts; ← at a table's first column stays in it, Esc goes back.
python3 - "$DATA/many.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("create table n (x integer, y text)")
db.executemany("insert into n values (?, ?)", [(i, "v") for i in range(12345)])
db.commit()
PY
e2e_start "$BIN/tablekit view $DATA/many.db" "1 row"
expect_screen " n       12,345"
e2e_keys Enter
e2e_wait_for "12,345 rows"
e2e_keys Right Left Left Left
expect_screen "12,345 rows"
e2e_keys Escape
e2e_wait_for "many.db: tables"
e2e_keys q
expect_exit 0

# Options that used to be ignored are one error line each; a query that is not a SELECT says so.
for args in "--delimiter ; --print" "--multi" "--print-column x" "--width 0 --print"; do
    # shellcheck disable=SC2086
    out="$("$BIN/tablekit" view "$DATA/shop.db" --table items $args 2>&1 >/dev/null)" && fail "view $args accepted"
    [[ "$out" == tablekit:* && "$out" != *$'\n'* ]] || fail "view $args: '$out'"
done
out="$("$BIN/tablekit" view "$DATA/shop.db" --query "attach 'x.db' as x" 2>&1 >/dev/null)" && fail "ATTACH accepted"
[[ "$out" == *"--query runs only a read-only SELECT (or WITH … SELECT, or a PRAGMA that reads) that returns columns" ]] || fail "ATTACH: '$out'"

# A view past its first 256 rows (paged by NULL rowids, it was blank), and a query with a
# trailing comment and a PRAGMA (wrapped in SELECT * FROM (…), they did not compile).
python3 - "$DATA/view.sqlite" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("create table t(n)")
db.executemany("insert into t values(?)", [(i,) for i in range(1, 301)])
db.execute("create view v as select n, n*2 d from t")
db.commit()
PY
out="$("$BIN/tablekit" view "$DATA/view.sqlite" --table v --pick --print --keys "G Enter")"
[[ "$out" == $'300\t600' ]] || fail "view past 256: '$out'"
out="$("$BIN/tablekit" view "$DATA/view.sqlite" --query "select n from t where n = 42 -- the answer" --print --height 6)"
[[ "$out" == *" 42"* && "$out" == *"1 row"* ]] || fail "query with a comment: '$out'"
out="$("$BIN/tablekit" view "$DATA/view.sqlite" --query "pragma table_info(t)" --print --height 6)"
[[ "$out" == *"cid"*"name"* && "$out" == *"1 row"* ]] || fail "pragma: '$out'"

# --follow with a sort: appended rows join the sorted rows (they used to never appear).
printf 'name,age\nbob,3\nann,5\n' > "$DATA/followed.csv"
e2e_start "$BIN/tablekit view $DATA/followed.csv --follow" "2 rows"
e2e_keys Right s
e2e_wait_for "age ▲"
printf 'cy,1\nal,9\n' >> "$DATA/followed.csv"
e2e_wait_for "4 rows"
sleep 0.5
[[ "$(e2e_screen | grep -E '^ (cy|bob|ann|al) ' | awk '{print $1}' | tr '\n' ' ')" == "cy bob ann al " ]] \
    || fail "followed rows are not sorted in"
e2e_keys q
expect_exit 0

# --pick without --follow on a file changed on disk: Enter never prints bytes that were
# never a row (it printed two NULs after `: >`, or a row spliced from two files, exit 0):
# it picks nothing and says so on screen; Enter again picks nothing; q exits 1.
seq 1 100000 > "$DATA/p.txt"
e2e_start "$BIN/tablekit view $DATA/p.txt --pick > $DATA/p.out" "100,000 rows"
: > "$DATA/p.txt"
e2e_wait_for "the file changed on disk (truncated)"
e2e_keys Enter
e2e_wait_for "picked nothing"
e2e_keys Enter
sleep 0.3
expect_screen "picked nothing"
e2e_keys q
expect_exit 1
[[ ! -s "$DATA/p.out" ]] || fail "a truncated file's pick printed '$(od -c "$DATA/p.out" | head -2)'"
printf 'aaaa\nbb\n' > "$DATA/r.txt"
e2e_start "$BIN/tablekit view $DATA/r.txt --pick > $DATA/r.out" "2 rows"
e2e_keys Down
printf 'c\ndddddd\n' > "$DATA/r.txt"
e2e_keys Enter
e2e_wait_for "picked nothing"
e2e_keys Escape
expect_exit 1
[[ ! -s "$DATA/r.out" ]] || fail "a rewritten file's pick printed '$(cat "$DATA/r.out")'"

# --max-input: --print shows the rows read, then the error (exit 1); a row of cut input
# is whole (the cut drops a line read in part), and picked (exit 0).
status=0
out="$(seq 1000 | "$BIN/tablekit" view - --max-input 100 --print --height 6 2>"$DATA/cut.err")" || status=$?
[[ $status -eq 1 && "$out" == *" 36 rows · input cut at 100 bytes, after its last whole line"* ]] || fail "--max-input --print: rc $status '$out'"
[[ "$(cat "$DATA/cut.err")" == "tablekit: standard input: more than 100 bytes; stopped at the input limit (--max-input SIZE raises it)" ]] \
    || fail "--max-input --print: '$(cat "$DATA/cut.err")'"
out="$(printf '{"a":1}\n{"a":2}\n{"a":333333}\n' | "$BIN/tablekit" view - --max-input 20 --print 2>&1 >/dev/null)" || true
[[ "$out" == "tablekit: standard input: more than 20 bytes; stopped at the input limit (--max-input SIZE raises it)" ]] \
    || fail "JSON Lines cut mid-line: '$out'"
e2e_start "seq 1 100000000 | $BIN/tablekit view - --max-input 1K --pick > $DATA/cut.out" "input cut at 1024 bytes"
e2e_keys G Up Enter
expect_exit 0
[[ "$(cat "$DATA/cut.out")" == "282" ]] || fail "a pick of cut input printed '$(cat "$DATA/cut.out")'"

[[ $FAILURES -eq 0 ]] && echo "test_view: all passed"
exit $FAILURES
