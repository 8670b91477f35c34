#!/usr/bin/env bash
# Sets up what a fresh machine lacks, then runs every check and test tier:
# lint (import boundaries included), format, typecheck per part, knip (unused files, dependencies and exports),
# unit + web unit tests, integration tests (SQLite always; PostgreSQL and Redis when the machine's services answer),
# and end-to-end tests in Debian chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --with-browser || { echo "setup failed"; exit 1; }

REPORTS=$(mktemp -d)
failed=()
step() {
  local name=$1; shift
  echo; echo "=== $name"
  local started=$SECONDS
  if "$@"; then echo "--- $name ok ($((SECONDS - started)) s)"; else echo "--- $name FAILED ($((SECONDS - started)) s)"; failed+=("$name"); fi
}

# Local PostgreSQL and Redis are used when they answer; start them if this kind's services are installed but stopped.
if command -v pg_isready >/dev/null && ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  command -v pg_ctlcluster >/dev/null && pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql 2>/dev/null | head -1)" main start 2>/dev/null || true
fi
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  export TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
  echo "PostgreSQL: integration tests also run against $TEST_DATABASE_URL"
else
  echo "PostgreSQL: not reachable; integration tests run on SQLite only"
fi
if command -v redis-cli >/dev/null && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" != PONG ] && command -v redis-server >/dev/null; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
  sleep 0.5
fi
if [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = PONG ]; then
  export TEST_REDIS_URL=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
  echo "Redis: scale-out tests run against $TEST_REDIS_URL"
else
  echo "Redis: not reachable; scale-out tests are skipped"
fi

step lint npx eslint . --max-warnings=0
step format npx prettier --check . --log-level warn
step typecheck bash scripts/typecheck.sh
step knip npx knip
step unit npx vitest run --project unit --project web --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json"
step integration npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$REPORTS/integration.json"
step e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$REPORTS"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED steps: ${failed[*]}"
  exit 1
fi
echo "all steps passed"
