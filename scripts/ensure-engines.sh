#!/usr/bin/env bash
# Makes sure the cross-engine smoke tests (engines/, `npm run test:engines`) have their browsers:
# Debian's Firefox ESR, and WebKitGTK's WebKitWebDriver with an X server to run it under (xvfb)
# and the GStreamer plugins it encodes and decodes video with.
# Playwright's own Firefox and WebKit builds are downloads from outside the npm registry, and it
# cannot drive Debian's builds. Where apt-get can run without a password prompt, it installs the
# missing packages. Under CI=true a missing engine fails; elsewhere the suite skips it and says so.
set -euo pipefail

missing_packages() {
  local packages=()
  [ -n "${FIREFOX_PATH:-}" ] && [ -x "${FIREFOX_PATH}" ] || [ -x /usr/bin/firefox-esr ] ||
    packages+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || packages+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || packages+=(xvfb)
  # WebKit's codecs (H.264 encoding, HEVC decoding: GStreamer's bad and libav plugins, which the
  # WebKit package only recommends), and the certificate of WebKit's Supabase relay (openssl).
  for package in gstreamer1.0-plugins-bad gstreamer1.0-libav; do
    dpkg -s "$package" >/dev/null 2>&1 || packages+=("$package")
  done
  command -v openssl >/dev/null || packages+=(openssl)
  echo "${packages[@]}"
}

missing=$(missing_packages)
if [ -z "$missing" ]; then exit 0; fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
if command -v apt-get >/dev/null && { [ -z "$sudo" ] || sudo -n true 2>/dev/null; }; then
  echo "Installing Debian packages for the cross-engine smoke tests: $missing..."
  # A failed update is not fatal: the cached lists may still have the packages.
  $sudo apt-get update -qq || true
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null || true
  missing=$(missing_packages)
fi

if [ -z "$missing" ]; then exit 0; fi
message="Missing for the cross-engine smoke tests: $missing (apt-get install $missing)."
if [ "${CI:-}" = "true" ]; then
  echo "$message" >&2
  exit 1
fi
echo "$message The suite skips those engines." >&2
