#!/usr/bin/env bash
# End-to-end: after scrolling many lines up and down in a real terminal (tmux), the screen
# equals the headless rendering (`--print --keys`) of the same keys. The terminal screen
# sends only what changed and scrolls moved lines with a scroll region, drawing the section
# index again where it moved; any byte too few or too many would show here.
# Sizes 80×24 and 120×40; TERM as tmux sets it, and xterm-256color (rep, indn, rin, \n).
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
trap e2e_finish EXIT

# The keys: down past several sections one line at a time, pages, back up, and down again.
keys=()
for _ in $(seq 1 130); do keys+=(Down); done
keys+=(PgDn PgDn)
for _ in $(seq 1 70); do keys+=(Up); done
keys+=(PgUp)
for _ in $(seq 1 45); do keys+=(Down); done
script="${keys[*]}"

# send_keys: tmux send-keys in batches, so the app sees each key as a person's press.
send_keys() {
    local batch=()
    for k in "${keys[@]}"; do
        batch+=("$k")
        if (( ${#batch[@]} == 10 )); then tmux send-keys -t "$E2E_SESSION" "${batch[@]}"; batch=(); sleep 0.05; fi
    done
    (( ${#batch[@]} == 0 )) || tmux send-keys -t "$E2E_SESSION" "${batch[@]}"
    sleep 1
}

check() { # check WIDTH HEIGHT TERM-PREFIX
    local w=$1 h=$2 term=$3
    e2e_start "$term $BIN/sections" "1,950 names"
    if [[ $w != 80 || $h != 24 ]]; then
        tmux resize-window -t "$E2E_SESSION" -x "$w" -y "$h"
        sleep 0.5
    fi
    send_keys
    local expected actual
    expected="$("$BIN/sections" --print --width "$w" --height "$h" --keys "$script" | sed 's/[[:space:]]*$//')"
    actual="$(e2e_screen | sed 's/[[:space:]]*$//')"
    if [[ "$expected" != "$actual" ]]; then
        fail "${w}x${h} ${term:-TERM=$(tmux show -gv default-terminal)}: the screen differs from --print"
        diff <(echo "$expected") <(echo "$actual") >&2 || true
    fi
    e2e_keys q
    expect_exit 0
}

check 80 24 ""
check 80 24 "TERM=xterm-256color"
check 120 40 "TERM=xterm-256color"

if (( FAILURES > 0 )); then echo "pty scroll e2e: $FAILURES failure(s)"; exit 1; fi
echo "pty scroll e2e: passed"
