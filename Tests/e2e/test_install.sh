#!/usr/bin/env bash
# End-to-end: scripts/install.sh into a temporary prefix puts a tablekit that runs
# (`--version`), a man page that man renders, and bash, zsh and fish completions that parse
# and complete the view options. It reuses a release build newer than the sources when
# there is one (the CI's), else installs the debug build (--binary): seconds, no build.
cd "$(dirname "$0")/../.."
set -euo pipefail
BIN="${BIN:-$(pwd)/.build/debug}"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

release=.build/release/tablekit
if [[ -x "$release" && -z "$(find Sources Package.swift -newer "$release" -print -quit)" ]]; then
    bash scripts/install.sh --prefix "$prefix" > "$prefix.log" 2>&1 || { cat "$prefix.log"; fail "install.sh failed"; }
else
    bash scripts/install.sh --prefix "$prefix" --binary "$BIN/tablekit" > "$prefix.log" 2>&1 \
        || { cat "$prefix.log"; fail "install.sh --binary failed"; }
fi
grep -q "^installed tablekit [0-9]" "$prefix.log" || fail "install.sh did not say what it installed: $(cat "$prefix.log")"
rm -f "$prefix.log"

version="$("$prefix/bin/tablekit" --version)" || fail "tablekit --version failed"
[[ "$version" =~ ^tablekit\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "tablekit --version printed '$version'"

page="$prefix/share/man/man1/tablekit.1"
head -1 "$page" | grep -q '^\.TH TABLEKIT 1' || fail "the man page has no .TH line"
if command -v man >/dev/null; then
    rendered="$(MANWIDTH=80 man -l "$page" 2>/dev/null | col -b || true)"
    grep -q -- "--format" <<< "$rendered" || fail "man -l does not show --format"
    grep -q "TABLEKIT VIEW" <<< "$rendered" || fail "man -l does not show the view section"
fi

bash_script="$prefix/share/bash-completion/completions/tablekit"
bash -n "$bash_script" || fail "the bash completion does not parse"
# Complete `tablekit view --form` and `tablekit view --format j` as bash would.
words="$(bash -c 'source "$1"; COMP_WORDS=(tablekit view --form); COMP_CWORD=2; _tablekit; echo "${COMPREPLY[*]}"' _ "$bash_script")"
[[ "$words" == "--format" ]] || fail "bash completes 'view --form' as '$words'"
words="$(bash -c 'source "$1"; COMP_WORDS=(tablekit view --format j); COMP_CWORD=3; _tablekit; echo "${COMPREPLY[*]}"' _ "$bash_script")"
[[ "$words" == "json jsonl" ]] || fail "bash completes 'view --format j' as '$words'"
words="$(bash -c 'source "$1"; COMP_WORDS=(tablekit co); COMP_CWORD=1; _tablekit; echo "${COMPREPLY[*]}"' _ "$bash_script")"
[[ "$words" == "completions" ]] || fail "bash completes 'co' as '$words'"

zsh_script="$prefix/share/zsh/site-functions/_tablekit"
head -1 "$zsh_script" | grep -q '^#compdef tablekit' || fail "the zsh completion has no #compdef line"
if command -v zsh >/dev/null; then zsh -n "$zsh_script" || fail "the zsh completion does not parse"; fi
fish_script="$prefix/share/fish/vendor_completions.d/tablekit.fish"
grep -q -- "-l format -x -a 'text csv tsv json jsonl sqlite fixed'" "$fish_script" \
    || fail "the fish completion does not list --format's values"
if command -v fish >/dev/null; then fish -n "$fish_script" || fail "the fish completion does not parse"; fi

if [[ $failures -gt 0 ]]; then echo "test_install: $failures failure(s)"; exit 1; fi
echo "test_install: ok"
