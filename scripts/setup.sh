#!/usr/bin/env bash
# Idempotent set-up for a fresh machine of this kind (Debian + Node 20): system packages, npm packages,
# the web build and the database. Safe to run again; it skips what is already there.
#   bash scripts/setup.sh                 # what the app needs
#   bash scripts/setup.sh --with-browser  # plus Debian chromium for the end-to-end tests
set -euo pipefail
cd "$(dirname "$0")/.."

WITH_BROWSER=0
for arg in "$@"; do
  case "$arg" in
    --with-browser) WITH_BROWSER=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

need_apt=()
# OCR: tesseract with English and Russian data from Debian (there is no Russian data package on npm).
[ -f /usr/share/tesseract-ocr/5/tessdata/eng.traineddata ] || need_apt+=(tesseract-ocr tesseract-ocr-eng)
[ -f /usr/share/tesseract-ocr/5/tessdata/rus.traineddata ] || need_apt+=(tesseract-ocr-rus)
if [ "$WITH_BROWSER" = 1 ] && ! command -v chromium >/dev/null 2>&1; then need_apt+=(chromium fonts-dejavu-core); fi
# Fonts the screenshot corpus generator (bench/corpus) varies between, all with Cyrillic.
if [ "$WITH_BROWSER" = 1 ]; then
  for pkg in fonts-dejavu-core fonts-liberation2 fonts-roboto fonts-open-sans; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
  done
fi

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}"
fi

# npm: reinstall only when the lockfile changed since the last install.
stamp=node_modules/.oddslens-lock-hash
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: npm ci (better-sqlite3 compiles from source on this machine: about 90 s)"
  # Browsers come from Debian, never from a download; onnxruntime-node's CPU binaries ship inside its package, and its
  # install script would only try to download GPU extras from outside the registry.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi

echo "setup: building the web app"
npx vite build --logLevel warn
node scripts/precompress.mjs dist/web

echo "setup: migrating the database"
node bin/oddslens.js migrate
echo "setup: done"
