#!/usr/bin/env bash
# End-to-end: the mouse in `tablekit view` under TERM=tmux-256color and screen-256color,
# whose terminfo entries give X10 mouse keys (kmous=\E[M, no XM), so ncurses alone asks for
# X10 reports and reads Shift-wheel as a motion without a button, and under xterm-256color
# (kmous=\E[<, SGR). Checks, through a real
# tmux client (Tests/e2e/mouse_client.py: the client's terminal writes what an xterm writes
# for the event, tmux forwards it in the encoding the program asked for):
# - the program asks for SGR reports (tmux's pane modes: standard and SGR mouse on);
# - Shift-wheel down scrolls the columns one column a step, as the wheel scrolls rows, up
#   to where the last column shows; Shift-wheel up scrolls back; the column cursor moves
#   only to stay on screen (then `s` sorts by it);
# - the wheel alone scrolls the rows, a click on a column title sorts, a Shift-click on a
#   row opens it, a click on the section index jumps;
# - X10 reports (what a terminal without mode 1006, such as GNU screen 4, sends) work too;
# - q and Ctrl-Z turn every mouse mode off (fg turns them on again).
# Usage: bash Tests/e2e/test_mouse_wheel.sh   (from the package root, after swift build)
# Exit status: 0 when every check passed, 1 otherwise.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
set +e
e2e_keep_server  # its own tmux server (lib.sh): other checks cannot end it
# tmux forwards mouse events to the pane only while its own mouse option is off (the
# default; a ~/.tmux.conf may turn it on).
tmux set-option -g mouse off
[[ -x "$BIN/tablekit" ]] || swift build --product tablekit >/dev/null || { echo "FAIL: cannot build tablekit"; exit 1; }
DATA="$E2E_DIR/data"; mkdir -p "$DATA"
# 39 rows of 13 columns, wider than 80 columns: id, col01 … col12.
python3 - "$DATA/wide.csv" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write(",".join(["id"] + [f"col{i:02d}" for i in range(1, 13)]) + "\n")
    for r in range(1, 40):
        f.write(",".join([str(r)] + [f"v{r:02d}-{i:02d}-xxxx" for i in range(1, 13)]) + "\n")
PY

mouse() { python3 Tests/e2e/mouse_client.py "$E2E_SESSION" "$@"; sleep 0.2; }  # SGR bodies, from 1
x10() { # x10 BUTTON X Y: the raw X10 report written to the program (columns and lines from 0)
    tmux send-keys -t "$E2E_SESSION" -H 1b 5b 4d "$(printf %x $((32 + $1)))" "$(printf %x $((33 + $2)))" "$(printf %x $((33 + $3)))"
    sleep 0.3
}
# tmux's pane flags: any mouse mode (#{mouse_any_flag}), standard (1000), button (1002), SGR
# (1006), UTF-8 (1005).
modes() { tmux display -p -t "$E2E_SESSION" '#{mouse_any_flag} #{mouse_standard_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{mouse_utf8_flag}'; }
expect_modes() { local m; m="$(modes)"; [[ "$m" == "$1" ]] || fail "$2: mouse modes (any standard button sgr utf8) are '$m', expected '$1'"; }

for term in tmux-256color screen-256color xterm-256color; do
    echo "TERM=$term: Shift-wheel scrolls the columns"
    e2e_start "TERM=$term $BIN/tablekit view $DATA/wide.csv" "39 rows"
    expect_modes "1 1 0 1 0" "$term, open"
    expect_line 1 "   id col01       col02"
    e2e_keys Right                                   # the column cursor on col01
    mouse "69;20;5M" "69;20;5M"                      # Shift-wheel down, twice
    expect_line 1 "   id‹col03"                       # scrolled two columns
    e2e_keys s                                       # the cursor moved only to stay on screen
    expect_screen "col03 ▲"
    mouse "68;20;5M"                                 # Shift-wheel up
    expect_line 1 "   id‹col02"
    e2e_keys s                                       # col03 is still shown: the cursor stayed
    expect_screen "col03 ▼"
    for _ in $(seq 1 12); do mouse "69;20;5M"; done  # past the end: stops with col12 shown
    expect_screen "col12"
    expect_no_screen "col02"
    e2e_keys q
    expect_exit 0
    expect_modes "0 0 0 0 0" "$term, after q"

    echo "TERM=$term: the wheel, clicks on a title and on a row"
    e2e_start "TERM=$term $BIN/tablekit view $DATA/wide.csv" "39 rows"
    mouse "65;20;5M"                                 # the wheel down: three rows
    expect_line 2 "    4 v04-01"
    mouse "64;20;5M"
    expect_line 2 "    1 v01-01"
    mouse "0;31;2M" "0;31;2m"                        # a click on the col03 title
    expect_screen "col03 ▲"
    mouse "4;5;7M" "4;5;7m"                          # a Shift-click on the fifth row
    expect_screen "Row 5"
    e2e_keys Escape
    e2e_wait_for "39 rows"
    e2e_keys q
    expect_exit 0

    echo "TERM=$term: X10 reports (a terminal without mode 1006)"
    e2e_start "TERM=$term $BIN/tablekit view $DATA/wide.csv" "39 rows"
    e2e_keys Right
    x10 69 20 4; x10 69 20 4                         # Shift-wheel down, twice
    expect_line 1 "   id‹col03"
    e2e_keys s
    expect_screen "col03 ▲"
    x10 68 20 4                                      # Shift-wheel up
    expect_line 1 "   id‹col02"
    e2e_keys Left Left s                             # back to col01: the columns follow it
    expect_screen "col01 ▲"
    x10 65 20 4                                      # the wheel down
    expect_line 2 "    4 v04-01"
    x10 0 44 1; x10 3 44 1                           # a click on the col04 title and its release
    expect_screen "col04 ▲"
    e2e_keys q
    expect_exit 0
    expect_modes "0 0 0 0 0" "$term, X10, after q"
done

echo "TERM=tmux-256color: a click on the section index jumps"
e2e_start "TERM=tmux-256color $BIN/tablekit view Examples/Sections/Resources/sortednames.plist" "1,950 rows"
mouse "0;79;4M" "0;79;4m"                            # the index title D (column 78, line 3 from 0)
expect_line 0 " D  "
expect_line 1 " Daisy"
e2e_keys q
expect_exit 0

echo "TERM=tmux-256color: Ctrl-Z turns the mouse off, fg on again"
e2e_start "TERM=tmux-256color $BIN/tablekit view $DATA/wide.csv" "39 rows"
e2e_keys C-z
e2e_wait_for "Stopped"
expect_modes "0 0 0 0 0" "suspended"
e2e_keys "fg" Enter
e2e_wait_for "39 rows"
expect_modes "1 1 0 1 0" "resumed"
mouse "69;20;5M"                                     # Shift-wheel still scrolls after fg
expect_line 1 "   id‹col02"
e2e_keys q
sleep 0.5
expect_modes "0 0 0 0 0" "after fg and q"

if (( FAILURES > 0 )); then echo "$FAILURES check(s) failed"; exit 1; fi
echo "all mouse checks passed"
