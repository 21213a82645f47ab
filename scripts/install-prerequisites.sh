#!/usr/bin/env bash
# Installs the system packages TableKit needs on Debian/Ubuntu, if they are missing:
# ncursesw, ICU and SQLite headers (the terminal host, the collation, `tablekit view` of
# databases), tmux (the end-to-end checks), python3 and GNU time (test_reliability.sh: a
# pseudo-terminal of any size, byte checks of error lines, peak memory). Swift 6.3 itself
# comes from swift.org's toolchain.
set -euo pipefail
missing=()
for pkg in libncurses-dev libicu-dev libsqlite3-dev tmux pkg-config python3 time; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
    echo "installing: ${missing[*]}"
    SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
command -v swift >/dev/null || { echo "swift is not on PATH: install Swift 6.3 from swift.org" >&2; exit 1; }
