#!/usr/bin/env bash
# Installs what the browser tests need and a fresh machine lacks: Debian's Chromium
# and fonts that cover Arabic and Cyrillic. Does nothing when they are already there.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
# grep without -q reads everything: with -q, fc-list dies of SIGPIPE and pipefail says 'missing'.
fc-list 2>/dev/null | grep -i 'noto sans arabic' >/dev/null || packages+=(fonts-noto-core)
[ ${#packages[@]} -eq 0 ] && exit 0

echo "Installing ${packages[*]} for the browser tests …"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
