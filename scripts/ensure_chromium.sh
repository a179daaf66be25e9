#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through Playwright (no browser download): install it
# when it is missing.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "ensure_chromium: installing Debian's chromium package" >&2
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -q >&2
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q chromium >&2
