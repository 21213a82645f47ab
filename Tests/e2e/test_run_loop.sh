#!/usr/bin/env bash
# End-to-end check of the terminal host as the main run loop (tmux, 80×24):
# - photos --run-loop-check: with no key pressed, the status line comes to list every kind
#   of main-thread work (a main-actor task, DispatchQueue.main.async and asyncAfter, a
#   Foundation Timer, MainActor.run from a background task, a main-queue notification,
#   a controller timer), drawn as it ran;
# - an idle photos list uses (almost) no CPU: under 0.1 s of CPU time over 3 s idle;
# - keys still work, SIGWINCH still resizes, and q quits with the terminal restored;
# - SIGTERM to the sleeping loop ends it at once (exit 143), the terminal restored.
# Usage: bash Tests/e2e/test_run_loop.sh   (from the package root, after swift build)
# Exit status: 0 when every check passed, 1 otherwise.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
set +e
e2e_keep_server  # its own tmux server (lib.sh): other checks cannot end it

[[ -x "$BIN/photos" ]] || swift build --product photos >/dev/null || { echo "FAIL: cannot build photos"; exit 1; }

echo "photos --run-loop-check: every kind of main-thread work runs without a key"
e2e_start "$BIN/photos --run-loop-check" "ran"
e2e_wait_for "ran all: task async after timer hop notification controller-timer"
e2e_keys q
expect_exit 0

echo "photos: an idle list sleeps (CPU time over 3 s idle), keys and resizes still work"
e2e_start "$BIN/photos" "12 photos"
pid=$(e2e_pid "$BIN/photos")
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
before=$(ticks)
sleep 3
after=$(ticks)
hz=$(getconf CLK_TCK)
# 0.1 s of CPU in 3 s: a loop that woke every 100 ms and drew would stay under it too on a
# fast machine, so the check is on wake-ups as well (voluntary context switches).
(( (after - before) * 10 < hz )) || fail "idle photos used $(( (after - before) * 1000 / hz )) ms of CPU in 3 s"
switches_before=$(awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$pid/status")
sleep 2
switches_after=$(awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$pid/status")
(( switches_after - switches_before < 5 )) || fail "idle photos woke $(( switches_after - switches_before )) times in 2 s"
e2e_keys Down
expect_screen "■ Grandma"
tmux resize-window -t "$E2E_SESSION" -x 60 -y 20 2>/dev/null || tmux resize-pane -t "$E2E_SESSION" -x 60 -y 20
sleep 0.5
# The bar is laid out again at 60 columns: the title centred, the button at the right edge.
expect_line 0 "                           Photos                [ Cameras ]"
e2e_keys q
expect_exit 0

echo "photos: r refreshes through a controller task, drawn when the load ends"
e2e_start "$BIN/photos" "12 photos"
e2e_keys r
e2e_wait_for "12 photos, reloaded"
e2e_keys q
expect_exit 0

echo "photos: SIGTERM wakes the idle loop at once: exit 143, the terminal restored"
e2e_start "$BIN/photos" "12 photos"
sleep 1
kill -TERM "$(e2e_pid "$BIN/photos")"
expect_exit 143

if (( FAILURES > 0 )); then echo "$FAILURES check(s) failed"; exit 1; fi
echo "run loop: all checks passed"
