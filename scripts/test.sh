#!/usr/bin/env bash
# Runs every check and test of the workspace. The README's test command; .ci/run calls it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"

step() { printf '\n== %s\n' "$*"; }

step "lint and format (biome)"
pnpm exec biome ci --colors=off .

if [ -f openapi.yaml ]; then
  step "contract lint (redocly)"
  REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true pnpm exec redocly lint openapi.yaml --format=stylish
fi

step "generated code is fresh (client types, cache groups, messages; the server's query defaults)"
pnpm --filter @gym/api-client check-generated
pnpm --filter @gym/api check-generated

step "type check"
pnpm -r --if-present typecheck

step "unit and integration tests"
pnpm -r --if-present --workspace-concurrency=1 test

step "bad-input fuzz: every operation of openapi.yaml, no answer of 500 (PGlite; PostgreSQL when DATABASE_URL is set)"
DATABASE_URL= pnpm --filter @gym/api fuzz --seconds 15
if [ -n "${DATABASE_URL:-}" ]; then
  pnpm --filter @gym/api fuzz --seconds 15
fi

step "publishable packages build (and pass the publish-readiness check)"
pnpm --filter @gym/api-client build
pnpm --filter @gym/ui build
pnpm --filter @gym/ui check-publish
pnpm --filter @gym/judge-widget build
# The embeddable script's size budget (15 kB gzipped), and that it works alone on a blank page.
pnpm --filter @gym/judge-widget size

step "Storybook static build"
pnpm --filter @gym/storybook build
