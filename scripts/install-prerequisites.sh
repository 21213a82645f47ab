#!/usr/bin/env bash
# Installs the system packages TableKit needs on Debian/Ubuntu, if they are missing:
# ncursesw and ICU headers (the terminal host and the collation), tmux (the end-to-end
# checks), GNU time (peak memory in the checks). Swift 6.3 itself comes from swift.org's toolchain.
set -euo pipefail
missing=()
for pkg in libncurses-dev libicu-dev tmux pkg-config time; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if ((${#missing[@]})); then
    echo "installing: ${missing[*]}"
    SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
command -v swift >/dev/null || { echo "swift is not on PATH: install Swift 6.3 from swift.org" >&2; exit 1; }
