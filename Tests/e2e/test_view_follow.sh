#!/usr/bin/env bash
# End-to-end: `tablekit view --follow` survives any rewrite of the followed file (a fresh
# user's cases): truncated and written again larger (text with --pick, CSV with a search,
# JSON Lines), truncated under --section-by, and replaced by a rename. Each time the file
# is read again from its start and the status line says so; never rows made of two files.
# The file read again may have other columns: never a crash (a sort or --section-by on a
# column gone), titles from the new file; an empty CSV gets its header from its first line.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
trap e2e_finish EXIT
DATA="$E2E_DIR/data"; mkdir -p "$DATA"

# Text, rewritten larger: g Down Enter picks new2 (it used to show `1␊n` and pick it).
printf 'l1\nl2\nl3\n' > "$DATA/ff.txt"
e2e_start "$BIN/tablekit view $DATA/ff.txt --follow --pick > $DATA/picked.txt" "3 rows · following"
printf 'new1\nnew2\nnew3\n' > "$DATA/ff.txt"
e2e_wait_for "3 rows · file rewritten; read again"
expect_screen " new1"
expect_no_screen " l1"
e2e_keys g Down
expect_screen "3 rows · following"
e2e_keys Enter
expect_exit 0
[[ "$(cat "$DATA/picked.txt")" == "new2" ]] || fail "picked '$(cat "$DATA/picked.txt")', expected new2"

# CSV rewritten larger with a search active: the search runs again over the new rows.
printf 'name,n\nb,2\nd,4\n' > "$DATA/f.csv"
e2e_start "$BIN/tablekit view $DATA/f.csv --follow --search b" "1 of 2 rows · following"
printf 'name,n\nz,26\nbb,1\n' > "$DATA/f.csv"
e2e_wait_for "1 of 2 rows · file rewritten; read again"
expect_screen " bb "
expect_no_screen " z "
e2e_keys Escape
e2e_wait_for "2 rows · "
expect_screen " z "
# The note goes after a few seconds (or with a key the table takes): following again.
e2e_wait_for "2 rows · following"
e2e_keys q
expect_exit 0

# JSON Lines rewritten larger.
printf '{"a": 1}\n{"a": 2}\n' > "$DATA/f.jsonl"
e2e_start "$BIN/tablekit view $DATA/f.jsonl --follow" "2 rows · following"
printf '{"a": 30}\n{"a": 40}\n{"a": 50}\n' > "$DATA/f.jsonl"
e2e_wait_for "3 rows · file rewritten; read again"
expect_screen " 50"
e2e_keys q
expect_exit 0

# --section-by, truncated: the sections are made again (it used to stop following).
printf 'name,n\nb,2\nd,4\n' > "$DATA/f6.csv"
e2e_start "$BIN/tablekit view $DATA/f6.csv --follow --section-by name" "2 rows · following"
printf 'name,n\nz,26\n' > "$DATA/f6.csv"
e2e_wait_for "1 row · file"
expect_no_screen "stopped following"
expect_screen " z "
printf 'a,1\n' >> "$DATA/f6.csv"
e2e_wait_for "2 rows"
expect_screen " a "
e2e_keys q
expect_exit 0

# Replaced by a rename (an editor's save, sed -i): the name is followed, as tail -F does.
printf 'old1\nold2\n' > "$DATA/r.txt"
e2e_start "$BIN/tablekit view $DATA/r.txt --follow" "2 rows · following"
printf 'fresh\n' > "$DATA/r.new" && mv "$DATA/r.new" "$DATA/r.txt"
e2e_wait_for "1 row · file replaced; read again"
expect_screen " fresh"
e2e_keys q
expect_exit 0

# A file truncated under the rows being shown (followed or not): the rows past its new
# end read as zeros, never SIGBUS (the terminal's crash handler would end the viewer).
seq -f 'row %06g' 1 20000 > "$DATA/big.txt"
e2e_start "$BIN/tablekit view $DATA/big.txt" "20,000 rows"
e2e_keys G
expect_screen " row 020000"
truncate -s 100 "$DATA/big.txt"
e2e_keys g
e2e_keys G  # the last rows are read again, from pages now past the end of the file
expect_screen "20,000 rows"
expect_no_screen " row 020000"
e2e_keys q
expect_exit 0
seq -f 'row %06g' 1 20000 > "$DATA/big.txt"
e2e_start "$BIN/tablekit view $DATA/big.txt --follow" "20,000 rows · following"
truncate -s 100 "$DATA/big.txt"
e2e_wait_for "9 rows · file truncated; read again"
expect_screen " row 000009"
e2e_keys q
expect_exit 0

# Sorted by its second column, then read again with one column (CSV, then JSON Lines):
# the sort is dropped (it crashed: "RowOrder: column 1 is outside 0..<1").
printf 'name,age\nzed,3\nyan,1\n' > "$DATA/s.csv"
e2e_start "$BIN/tablekit view $DATA/s.csv --follow" "2 rows · following"
e2e_keys Right s
expect_screen "age ▲"
printf 'only\nz\na\n' > "$DATA/s.csv"
e2e_wait_for "2 rows · file"
expect_screen " only"
expect_no_screen "age ▲"                      # the title and its sort are gone,
expect_screen "no column age to sort by"       # and the status line says why
e2e_keys q
expect_exit 0
printf '{"a":1,"b":"x"}\n{"a":2,"b":"w"}\n' > "$DATA/s.jsonl"
e2e_start "$BIN/tablekit view $DATA/s.jsonl --follow" "2 rows · following"
e2e_keys Right s
printf '{"a":9}\n' > "$DATA/s.jsonl"
e2e_wait_for "1 row · file"
expect_screen " 9"
e2e_keys q
expect_exit 0

# --section-by a key the file read again lacks (it crashed in JSONSource): one (blank)
# section, and the status line names the column; the columns' titles follow the file.
printf '{"a":1,"b":"x"}\n{"a":2,"b":"y"}\n' > "$DATA/sec.jsonl"
e2e_start "$BIN/tablekit view $DATA/sec.jsonl --follow --section-by b" "2 rows · following"
printf '{"a":9}\n' > "$DATA/sec.jsonl"
e2e_wait_for "1 row · file truncated; read again · no column b"
expect_screen "(blank)"
e2e_keys q
expect_exit 0
printf 'name,team\nann,red\nbob,blue\n' > "$DATA/sw.csv"
e2e_start "$BIN/tablekit view $DATA/sw.csv --follow" "2 rows · following"
printf 'team,name\nred,q\n' > "$DATA/sw.csv"
e2e_wait_for "1 row · file"
expect_line 2 " team"
e2e_keys q
expect_exit 0

# An empty CSV followed: its first line is its header; an appended row with an extra
# field adds a column titled 3.
: > "$DATA/e.csv"
e2e_start "$BIN/tablekit view $DATA/e.csv --follow" "no rows: e.csv is empty · following"
printf 'a,b\n1,2\n' >> "$DATA/e.csv"
e2e_wait_for "1 row · following"
expect_screen "a   b"
printf '5,6,7\n' >> "$DATA/e.csv"
e2e_wait_for "2 rows · following"
expect_screen " 7"
e2e_keys q
expect_exit 0

# A bad JSON Lines record: the error stays, and a valid rewrite is read again.
printf '{"a":1}\n' > "$DATA/g.jsonl"
e2e_start "$BIN/tablekit view $DATA/g.jsonl --follow" "1 row · following"
printf '{"a":2, "k": tru}\n' >> "$DATA/g.jsonl"
e2e_wait_for "not valid JSON"
printf '{"a":1}\n{"a":5}\n' > "$DATA/g.jsonl"
e2e_wait_for "2 rows · file"
expect_screen " 5"
e2e_keys q
expect_exit 0

[[ $FAILURES -eq 0 ]] && echo "test_view_follow: all passed"
exit $FAILURES
