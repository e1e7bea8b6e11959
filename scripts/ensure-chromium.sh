#!/usr/bin/env bash
# Makes sure the end-to-end tests and the benchmark have a Chromium (the order of test-support/chromium.ts):
# $CHROMIUM_PATH, Debian's headless shell, Debian's full browser, or Playwright's own download.
# Where apt-get can run without a password prompt, it installs Debian's headless shell (Playwright
# cannot download its browser on machines without internet), or the full browser where the shell
# is not packaged.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
# Playwright's own download: headless, it runs its own headless shell.
if compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium*" >/dev/null; then exit 0; fi

has_full_browser() { [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; }

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
# A failed install is not fatal where the full browser is there: the tests run with it too.
if command -v apt-get >/dev/null && { [ -z "$sudo" ] || sudo -n true 2>/dev/null; }; then
  echo "Installing Debian's chromium-headless-shell package for the end-to-end tests..."
  if $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium-headless-shell >/dev/null; then
    exit 0
  fi
  if ! has_full_browser; then
    echo "No chromium-headless-shell package here: installing chromium instead..."
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
fi

if has_full_browser; then exit 0; fi

cat >&2 <<'MSG'
No Chromium found for the end-to-end tests. Either
  - set CHROMIUM_PATH to a Chromium or Chrome binary, or
  - run `npx playwright install chromium` (needs internet), or
  - install your distribution's chromium-headless-shell or chromium package.
MSG
exit 1
