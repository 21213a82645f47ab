#!/usr/bin/env bash
# End-to-end: `tablekit view` on JSON in a real terminal (tmux, 80×24): JSON Lines from a
# pipe picked while still indexing (the record as read), a key first seen far down an
# array added to the header (with --section-by too), a bad record far down shown on the
# status line while viewing, then one error line and exit 1, a followed JSON Lines file
# growing (a JSON array refused with --follow).
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
trap e2e_finish EXIT
DATA="$E2E_DIR/data"; mkdir -p "$DATA"

# G Enter while a JSON Lines pipe is still indexing picks its last record, as written.
e2e_start "python3 -c 'import sys
for i in range(1, 500001): sys.stdout.write(\"{\\\"id\\\": %d, \\\"name\\\": \\\"n%d\\\"}\\n\" % (i, i))' | $BIN/tablekit view - --pick > $DATA/last.txt" "rows"
expect_screen "id"
e2e_keys G Enter
for _ in $(seq 1 600); do [[ -s "$E2E_DIR/exit" ]] && break; sleep 0.1; done
expect_exit 0
[[ "$(cat "$DATA/last.txt")" == '{"id": 500000, "name": "n500000"}' ]] || fail "picked '$(cat "$DATA/last.txt")'"

# A key first seen in the last object of a large array becomes a column once indexed.
python3 -c 'import json
rows = [{"id": i, "name": "n%d" % i} for i in range(300000)]
rows[-1]["late"] = "here"
open("'"$DATA"'/late.json", "w").write(json.dumps(rows))'
e2e_start "$BIN/tablekit view $DATA/late.json" "300,000 rows"
e2e_wait_for "late"
e2e_keys q
expect_exit 0

# A bad record far down: the rows before it show, then one error line and exit 1.
python3 -c 'print("[" + ",\n".join("{\"id\": %d}" % i for i in range(300000)) + ",\n{\"id\": tru}]")' > "$DATA/bad.json"
status=0
out="$("$BIN/tablekit" view "$DATA/bad.json" --print --width 40 --height 6 2>&1 >/dev/null)" || status=$?
[[ $status -eq 1 ]] || fail "bad JSON: exit status $status"
[[ "$out" == *"bad.json:300001:8: record 300,001: not valid JSON: unexpected character"* ]] || fail "bad JSON: '$out'"

# --follow on JSON Lines: appended records appear at the end (the screen stays there), a
# key first seen in one adds a column, a line still being written waits for its newline,
# and a truncated file is read again from its start; q restores the terminal.
printf '{"id": 1, "name": "r1"}\n{"id": 2, "name": "r2"}\n' > "$DATA/app.jsonl"
e2e_start "$BIN/tablekit view $DATA/app.jsonl --follow" "2 rows"
for i in $(seq 3 40); do printf '{"id": %d, "name": "r%d"}\n' "$i" "$i" >> "$DATA/app.jsonl"; done
e2e_wait_for "40 rows"
sleep 0.3
expect_screen " r40"
printf '{"id": 41, "name": "r41", "level": "warn"}\n{"id": 42, "na' >> "$DATA/app.jsonl"
e2e_wait_for "41 rows"
e2e_wait_for "level"
sleep 0.5
expect_screen "warn"
expect_screen "41 rows"
printf 'me": "r42"}\n' >> "$DATA/app.jsonl"
e2e_wait_for "42 rows"
sleep 0.3
expect_screen " r42"
printf '{"id": 1, "name": "new1"}\n' > "$DATA/app.jsonl"
e2e_wait_for " 1 row"
expect_screen " new1"
expect_no_screen " r42"
e2e_keys q
expect_exit 0

# --follow on a JSON array (appending rewrites its `]`): one line, exit 1.
status=0
out="$("$BIN/tablekit" view "$DATA/late.json" --follow 2>&1 >/dev/null)" || status=$?
[[ $status -eq 1 ]] || fail "followed JSON array: exit status $status"
[[ "$out" == "tablekit: --follow needs a text, CSV/TSV or JSON Lines file; $DATA/late.json is a JSON array" ]] \
    || fail "followed JSON array: '$out'"
# So is a property list, and the list route (--key) that reads the file once.
printf '<?xml version="1.0"?><plist version="1.0"><array><string>a</string></array></plist>' > "$DATA/l.plist"
out="$("$BIN/tablekit" view "$DATA/l.plist" --follow 2>&1 >/dev/null)" && fail "followed plist accepted"
[[ "$out" == "tablekit: --follow needs a text, CSV/TSV or JSON Lines file; $DATA/l.plist is a property list" ]] \
    || fail "followed plist: '$out'"
out="$("$BIN/tablekit" view "$DATA/app.jsonl" --key id --follow 2>&1 >/dev/null)" && fail "--key --follow accepted"
[[ "$out" == "tablekit: option --follow cannot be used with --key, --detail or --collate without --section-by (they read the file once)" ]] \
    || fail "--key --follow: '$out'"

# The same bad record while viewing: the status line reads the error at once, the rows
# before it stay browsable, and q prints it on stderr with exit 1.
e2e_start "$BIN/tablekit view $DATA/bad.json 2> $DATA/bad.err" "valid JSON"
expect_screen "bad.json:300001:8:"  # in place of the count (on two lines when long)
expect_screen "record 300,001:"
expect_screen "rows before it"
e2e_keys G
expect_screen "299999"
e2e_keys q
expect_exit 1
[[ "$(cat "$DATA/bad.err")" == *"bad.json:300001:8: record 300,001: not valid JSON: unexpected character" ]] || fail "stderr: '$(cat "$DATA/bad.err")'"

# The late key gets its column with --section-by too (sections take in every row first).
"$BIN/tablekit" view "$DATA/late.json" --section-by id --print --width 100 --height 6 | grep -q " late" \
    || fail "--section-by: no late column"

[[ $FAILURES -eq 0 ]] && echo "test_view_json: all passed"
exit $FAILURES
