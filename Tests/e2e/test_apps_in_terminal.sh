#!/usr/bin/env bash
# End-to-end checks of the apps' behaviour in a real terminal (tmux at 80×24):
# - after a crash (SIGSEGV) the terminal is restored and the kept line still shown;
# - Ctrl-L repaints every cell after another program wrote on the terminal;
# - --keys on a run in the terminal is one error line and exit status 1;
# - every sample app (fruits too) prints its usage for --help/-h and exits 0, and gives one
#   error line and exit status 1 for an unknown option;
# - timezones: typing an old name (calcutta) finds Kolkata; --search-detail finds +05:30;
# - the README's example (`fruits`): Enter on a row prints "chose Apple" from
#   didSelectRowAt; the line never appears on the screen while the app runs, and appears
#   once, below the command line, after q restores the terminal (OutputCapture);
# Usage: bash Tests/e2e/test_apps_in_terminal.sh   (from the package root, after swift build)
# Exit status: 0 when every check passed, 1 otherwise.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
set +e
e2e_keep_server  # its own tmux server (lib.sh): other checks cannot end it

[[ -x "$BIN/fruits" ]] || swift build --product fruits >/dev/null || { echo "FAIL: cannot build fruits"; exit 1; }

echo "fruits: a printed line is kept off the screen and shown after it"
e2e_start "$BIN/fruits" "Apple"
e2e_keys Enter   # the cursor starts on Apple
expect_no_screen "chose"
expect_screen "Banana"
e2e_keys q
expect_exit 0
expect_screen "chose Apple"
count=$(e2e_screen | grep -c "chose")
[[ "$count" == 1 ]] || fail "'chose' appears $count times, expected once"
# The line sits above the shell's prompt that came back after the screen.
prompt=$(e2e_screen | grep -n '^\$' | tail -1 | cut -d: -f1)
chose=$(e2e_screen | grep -n "chose Apple" | head -1 | cut -d: -f1)
[[ -n "$prompt" && -n "$chose" && "$chose" -lt "$prompt" ]] || fail "'chose Apple' (line $chose) is not above the prompt (line $prompt)"

echo "fruits: two lines printed while the screen is up come out in order"
e2e_start "$BIN/fruits" "Apple"
e2e_keys Enter
e2e_keys Down
e2e_keys Enter
expect_no_screen "chose"
e2e_keys q
expect_exit 0
got=$(e2e_screen | grep "chose" | tr '\n' '|')
[[ "$got" == "chose Apple|chose Banana|" ]] || fail "printed lines are '$got', expected 'chose Apple|chose Banana|'"

echo "fruits: Ctrl-L repaints over text another program wrote on the terminal"
e2e_start "$BIN/fruits" "Apple"
tty=$(tmux display -p -t "$E2E_SESSION" '#{pane_tty}')
printf '\033[2;1HGARBAGE-FROM-ELSEWHERE' > "$tty"
sleep 0.3
expect_screen "GARBAGE-FROM-ELSEWHERE"
e2e_keys C-l
expect_no_screen "GARBAGE-FROM-ELSEWHERE"
expect_screen "Banana"
e2e_keys q
expect_exit 0

echo "fruits: a crash restores the terminal and still shows what was printed"
e2e_start "$BIN/fruits" "Apple"
e2e_keys Enter
expect_no_screen "chose"
kill -SEGV "$(e2e_pid "$BIN/fruits")"
expect_exit 139
expect_screen "chose Apple"

echo "fruits: --print shows the README's headless screen"
out=$("$BIN/fruits" --print)
[[ "$(echo "$out" | head -1)" == " Apple"*"5 letters ›" ]] || fail "fruits --print first line is '$(echo "$out" | head -1)'"

echo "fruits --help in a terminal prints the usage and exits 0, without opening the screen"
e2e_start "$BIN/fruits --help; echo status=\$?" "status="
expect_screen "usage: fruits [--print] [--help]"
expect_screen "status=0"
expect_no_screen "Apple"

echo "every sample app: --help and -h print the usage and exit 0; an unknown option is one error line, exit 1"
for app in sections timezones states homepwner simple-table cells photos fruits settings; do
    [[ -x "$BIN/$app" ]] || swift build --product "$app" >/dev/null
    for h in --help -h; do
        out=$("$BIN/$app" "$h" 2>&1); status=$?
        [[ $status == 0 && "$out" == "usage: $app "* ]] || fail "$app $h: status $status, output '$(head -1 <<<"$out")'"
    done
    err=$("$BIN/$app" --bogus 2>&1 >/dev/null); status=$?
    [[ $status == 1 && "$err" == "$app: unknown option '--bogus'"* && $(wc -l <<<"$err") == 1 ]] \
        || fail "$app --bogus: status $status, stderr '$err'"
done

echo "settings: Space on the Wi-Fi row flips its accessory switch, the networks go and come"
[[ -x "$BIN/settings" ]] || swift build --product settings >/dev/null
e2e_start "$BIN/settings" "[ ON]"
expect_screen "Space toggle"
e2e_keys Space
expect_screen "[OFF]"
expect_no_screen "NETWORKS"
e2e_keys Space
expect_screen "NETWORKS"
e2e_keys q
expect_exit 0

echo "a huge --width is too large, not 'not a whole number'"
err=$("$BIN/sections" --print --width 99999999999999999999 2>&1 >/dev/null); status=$?
[[ $status == 1 && "$err" == "sections: option --width is too large: '99999999999999999999' (at most 1000)" ]] \
    || fail "sections --width 99999999999999999999: status $status, stderr '$err'"

echo "a --width or --height of 0 is too small: a screen has at least one column and line"
for option in --width --height; do
    err=$("$BIN/sections" --print $option 0 2>&1 >/dev/null); status=$?
    [[ $status == 1 && "$err" == "sections: option $option is too small: '0' (at least 1)" ]] \
        || fail "sections $option 0: status $status, stderr '$err'"
done

echo "print-only options on a terminal run are one error line"
e2e_start "$BIN/sections --keys Down; echo status=\$?" "status="
expect_screen "sections: --keys applies only with --print"
expect_screen "status=1"

echo "timezones: an old name finds the zone under its current name, once"
for b in timezones; do [[ -x "$BIN/$b" ]] || swift build --product "$b" >/dev/null; done
e2e_start "$BIN/timezones --date 2026-01-15" "time zones"
e2e_keys /
e2e_keys c a l c u t t a
expect_screen "Kolkata"
expect_screen "1 of"
expect_no_screen "Calcutta "
e2e_keys Escape
e2e_keys q
expect_exit 0

echo "timezones: --date takes a date alone"
out=$("$BIN/timezones" --print --date 2026-01-15 --keys "/ 'kathmandu'" 2>&1) || fail "timezones --date 2026-01-15 exited non-zero: $out"
grep -q "Kathmandu.*GMT+5:45" <<<"$out" || fail "timezones --date 2026-01-15 does not show Kathmandu at GMT+5:45: $out"

echo "timezones --search-detail: the offset is found as shown (+5:30) and zero-padded (+05:30)"
for q in "+5:30" "+05:30"; do
    out=$("$BIN/timezones" --print --search-detail --date 2026-01-15 --keys "/ '$q'" 2>&1) || fail "timezones --search-detail exited non-zero: $out"
    grep -q "Kolkata.*GMT+5:30" <<<"$out" || fail "timezones --search-detail does not find Kolkata for '$q': $out"
done

if [[ $FAILURES -gt 0 ]]; then echo "$FAILURES check(s) failed"; exit 1; fi
echo "all apps-in-terminal checks passed"
