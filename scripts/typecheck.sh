#!/usr/bin/env bash
# Type-checks each part against its own runtime: the server without the DOM, the web app without node,
# shared code with neither, then the tooling (tests, benches, scripts) with both. All strict (tsconfig.base.json).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
for project in shared/tsconfig.json server/tsconfig.json web/tsconfig.json tsconfig.json; do
  node_modules/.bin/tsc -p "$project" --noEmit || { echo "typecheck failed: $project"; status=1; }
done
exit $status
