#!/usr/bin/env bash
# Install Debian's Chromium (the browser Playwright drives; Playwright never
# downloads its own) plus fonts with Latin and Cyrillic glyphs, so screenshots
# of the Russian site render real letters. Idempotent: does nothing when
# /usr/bin/chromium is already there.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then exit 0; fi

SUDO=()
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); fi

echo "install-chromium: installing Debian chromium and fonts" >&2
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq >/dev/null
"${SUDO[@]}" apt-get install -y -qq chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation >/dev/null

if [ ! -x /usr/bin/chromium ]; then
  echo "install-chromium: /usr/bin/chromium still missing after apt-get install" >&2
  exit 1
fi
