#!/usr/bin/env bash
# End-to-end: the sections app in a real terminal (tmux, 80×24), driven by keys.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
trap e2e_finish EXIT

# Start: the names with the index, the search bar hidden above the first row.
e2e_start "$BIN/sections" "1,950 names"
expect_line 0 " A "
expect_line 1 " Aaron"
expect_screen "🔍"
expect_no_screen "Search"

# Down, then Tab to the index and M: section M at the top.
e2e_keys Down Tab M
expect_line 0 " M "
expect_line 1 " Ma"

# Enter gives the keyboard back to the rows; / with text filters.
e2e_keys Enter / a b
expect_screen "22 of 1,950 names"
expect_line 0 "🔍 ab"
e2e_screen | sed -n 1p | grep -q "Cancel$" || fail "the search bar does not end in its Cancel button"
expect_no_screen " Aaron"
expect_screen " Abby"
e2e_keys z z q
expect_screen "No Results"

# Esc restores the full list at the scroll position from before searching.
e2e_keys Escape
expect_screen "1,950 names"
expect_line 0 " M "
expect_no_screen "Cancel"

# ? shows every key; any key closes it; q quits and the terminal comes back.
e2e_keys ?
expect_screen "Esc/q close"
e2e_keys x q
expect_exit 0

# Stop signals restore the terminal too, and so does a crash (SIGSEGV, SIGABRT: the
# handler restores the terminal, then the default action ends the process).
for sig in TERM HUP INT SEGV ABRT; do
    e2e_start "$BIN/sections" "1,950 names"
    kill -s "$sig" "$(e2e_pid "$BIN/sections")"
    case $sig in TERM) want=143 ;; HUP) want=129 ;; INT) want=130 ;; SEGV) want=139 ;; ABRT) want=134 ;; esac
    expect_exit "$want"
    expect_no_screen "1,950 names"
done

# Bad input: one clear line, exit status 1, no trace.
out="$("$BIN/sections" --file /no/such.plist 2>&1 >/dev/null)" && fail "missing file accepted"
[[ "$out" == "sections: /no/such.plist: no such file" ]] || fail "unexpected error text: $out"

[[ $FAILURES -eq 0 ]] && echo "sections e2e: passed" || { echo "sections e2e: $FAILURES failed"; exit 1; }
