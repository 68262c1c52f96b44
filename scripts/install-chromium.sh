#!/usr/bin/env bash
# Install Debian's Chromium headless shell (the browser the e2e suite drives:
# the same Blink as Chromium without its desktop shell, which is what
# Playwright runs headless; Playwright never downloads its own) plus fonts
# with Latin and Cyrillic glyphs, so screenshots of the Russian site render
# real letters. `--browser` also installs the full Chromium, which the
# Lighthouse bench needs (bench/lighthouse/run.ts). Idempotent: installs only
# what is missing.
set -euo pipefail

packages=()
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell fonts-dejavu-core fonts-dejavu-extra fonts-liberation)
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then packages+=(chromium); fi
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi

SUDO=()
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); fi

echo "install-chromium: installing ${packages[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq >/dev/null
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

for binary in /usr/bin/chromium-headless-shell ${1:+/usr/bin/chromium}; do
  if [ ! -x "$binary" ]; then
    echo "install-chromium: $binary still missing after apt-get install" >&2
    exit 1
  fi
done
