#!/usr/bin/env bash
# End-to-end: `tablekit view` as a pipeline tool. `--where` with `--output -` piped into
# python's csv module gives exactly the rows kept, in the `--sort` order, with the
# `--columns` chosen; JSON output reads back with python's json; a bad expression is one
# line and a caret, exit 1; an existing file is refused without --force. Then on the
# screen (tmux): Ctrl-S, a path and Enter save the rows shown.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
e2e_keep_server

data="$E2E_DIR/cities.csv"
printf 'city,pop,country\nTokyo,"37,400,068",Japan\nDelhi,28514000,India\n"Osaka, Kansai","19,281,000",Japan\nKyoto,n/a,Japan\nBerlin,"3,645,000",Germany\n' > "$data"

got="$("$BIN/tablekit" view "$data" --where 'pop > 1e6 and country = '"'"'Japan'"'" --sort -pop --columns city,pop --output - \
    | python3 -c 'import csv, sys; print(repr(list(csv.reader(sys.stdin))))')"
want="[['city', 'pop'], ['Tokyo', '37,400,068'], ['Osaka, Kansai', '19,281,000']]"
[[ $got == "$want" ]] || fail "--where --output - read by csv: $got (expected $want)"

got="$("$BIN/tablekit" view "$data" --where 'city contains "o"' --output - 2>&1 || true)"
# A double-quoted name that is no column: the error names the place and the columns.
[[ $got == *"--where: 1:15: unknown column 'o' (columns: city, pop, country)"* ]] || fail "bad --where: $got"
[[ $got == *"^"* ]] || fail "no caret line: $got"
"$BIN/tablekit" view "$data" --where 'popp > 1' --output - >/dev/null 2>&1 && fail "a bad --where exits 0"

out="$E2E_DIR/out.json"
"$BIN/tablekit" view "$data" --where "city matches '^[BD]'" --output "$out" || fail "--output FILE failed"
got="$(python3 -c 'import json, sys; print([r["city"] for r in json.load(open(sys.argv[1]))])' "$out")"
[[ $got == "['Delhi', 'Berlin']" ]] || fail "--output FILE.json read by json: $got"
"$BIN/tablekit" view "$data" --output "$out" 2>/dev/null && fail "an existing --output file was replaced without --force"
"$BIN/tablekit" view "$data" --output "$out" --force || fail "--force did not replace the file"
[[ $(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$out") == 5 ]] || fail "--force wrote the wrong rows"

# On the screen: the filter's status line, then Ctrl-S, a path, Enter.
saved="$E2E_DIR/saved.csv"
e2e_start "$BIN/tablekit view $data --where 'country = '\"'\"'Japan'\"'\"''" "3 of 5 rows · filter"
tmux send-keys -t "$E2E_SESSION" C-s
e2e_wait_for "Save the rows shown"
tmux send-keys -t "$E2E_SESSION" -l "$saved"
e2e_keys Enter
e2e_wait_for "saved 3 rows to $saved"
e2e_keys q
expect_exit 0
got="$(python3 -c 'import csv, sys; print([r[0] for r in csv.reader(open(sys.argv[1]))])' "$saved")"
[[ $got == "['city', 'Tokyo', 'Osaka, Kansai', 'Kyoto']" ]] || fail "Ctrl-S saved: $got"

[[ $FAILURES -eq 0 ]] || exit 1
