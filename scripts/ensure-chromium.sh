#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
# or Playwright's own download. On Debian/Ubuntu it installs the distribution's package when
# none is there (Playwright cannot download its browser on machines without internet).
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; then exit 0; fi
if compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium*" >/dev/null; then exit 0; fi

if command -v apt-get >/dev/null; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "No Chromium found: installing Debian's chromium package..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  exit 0
fi

cat >&2 <<'MSG'
No Chromium found for the end-to-end tests. Either
  - set CHROMIUM_PATH to a Chromium or Chrome binary, or
  - run `npx playwright install chromium` (needs internet), or
  - install your distribution's chromium package.
MSG
exit 1
