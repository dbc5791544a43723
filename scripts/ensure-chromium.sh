#!/usr/bin/env bash
# The real-browser tests use Debian's Chromium; no test tool downloads a browser of its own. Debian's
# chromium-headless-shell (the same engine, built without a desktop browser's windowing and UI) is what the end-to-end
# tests start when it is there: each test opens its browser context in about a third of the time.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BROWSER=/usr/lib/chromium/chromium-headless-shell
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
# Only when the tests choose their browser themselves (playwright.config.ts).
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x "$SHELL_BROWSER" ]; then missing+=(chromium-headless-shell); fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's ${missing[*]} for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the end-to-end tests: ${missing[*]}. Install with 'apt-get install ${missing[*]}', or set CHROMIUM_PATH." >&2
  exit 1
fi
