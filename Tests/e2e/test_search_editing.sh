#!/usr/bin/env bash
# End-to-end: editing the search field with readline's keys in the sections
# app, in a real terminal (tmux, 80×24): ←/→, Home/End, ⌃A/⌃E,
# ⌃W, ⌃U and ⌫ edit the query anywhere, and the results follow every edit.
# Usage: bash Tests/e2e/test_search_editing.sh   (from the package root, after swift build)
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
set +e
e2e_keep_server  # its own tmux server (lib.sh): other checks cannot end it

e2e_start "$BIN/sections" "1,950 names"

echo "typing, then Home inserts at the start"
e2e_keys / a r y
expect_line 0 "🔍 ary"
e2e_keys Home M
expect_line 0 "🔍 Mary"
expect_screen " Mary"
expect_no_screen " Aaron"

echo "← and ⌫ delete in the middle; → and ⌃E move on"
e2e_keys End Left Left BSpace
expect_line 0 "🔍 Mry"
e2e_keys C-a Right a C-e
expect_line 0 "🔍 Mary"

echo "⌃W deletes the word before the cursor, ⌃U the rest"
e2e_keys Space J o C-w
expect_line 0 "🔍 Mary "
e2e_keys C-u
expect_screen "1,950 of 1,950 names"

echo "Esc cancels; q quits and the terminal is restored"
e2e_keys Escape
expect_screen "1,950 names"
e2e_keys q
expect_exit 0

[[ $FAILURES == 0 ]] && echo "search editing: all checks passed"
exit $(( FAILURES > 0 ))
