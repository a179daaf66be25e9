#!/usr/bin/env bash
# The browser tests check the simulator page's accessibility with npm's axe-core (issue 26):
# install the pinned version into var/axe (ignored by git) when it is missing, and npm itself
# from Debian when the machine has none.
set -euo pipefail
AXE_VERSION="4.14.1"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$ROOT/var/axe"
PACKAGE="$DEST/node_modules/axe-core/package.json"
if [ -f "$PACKAGE" ] && grep -q "\"version\": \"$AXE_VERSION\"" "$PACKAGE"; then exit 0; fi
if ! command -v npm >/dev/null 2>&1; then
  echo "ensure_axe: installing Debian's npm package" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q npm >&2
fi
echo "ensure_axe: installing axe-core $AXE_VERSION into var/axe" >&2
mkdir -p "$DEST"
npm install --prefix "$DEST" --no-save --no-audit --no-fund --no-package-lock \
  "axe-core@$AXE_VERSION" >&2
