#!/usr/bin/env bash
# Serves the built web app and the real server on a fresh database for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR=${E2E_DATA_DIR:-./data/e2e}
rm -rf "$DATA_DIR"
export NODE_ENV=production HOST=127.0.0.1 PORT=${E2E_PORT:-3100} PUBLIC_URL=http://127.0.0.1:${E2E_PORT:-3100}
export SESSION_SECRET=e2e-secret-e2e-secret-e2e-secret-e2e
export ADMIN_EMAILS=admin@e2e.test LOG_LEVEL=warn OCR_WORKERS=2
# The e2e suite signs in many times from one address.
export SIGNIN_RATE_LIMIT_MAX=1000 SIGNUP_RATE_LIMIT_MAX=1000 RATE_LIMIT_MAX=100000 ANALYSIS_MAX_PER_MINUTE=100 UPLOAD_MAX_PER_MINUTE=1000
exec node bin/oddslens.js serve
