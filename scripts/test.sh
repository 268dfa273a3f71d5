#!/usr/bin/env bash
# Runs every check and test of the workspace. The README's test command; .ci/run calls it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=steps.sh
. "$root/scripts/steps.sh"

step install "Node, pnpm and the workspace's dependencies"
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"

step biome "lint and format (biome)"
pnpm exec biome ci --colors=off .

if [ -f openapi.yaml ]; then
  step redocly "contract lint (redocly)"
  REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true pnpm exec redocly lint openapi.yaml --format=stylish
fi

step generated "generated code is fresh (client types, cache groups, messages; the server's query defaults)"
pnpm --filter @gym/api-client check-generated
pnpm --filter @gym/api check-generated

step messages "every message of the web app in every language's catalog, none left over (docs/i18n.md)"
pnpm --filter @gym/web messages --check

step typecheck "type check"
pnpm -r --if-present typecheck

step "package tests" "unit tests of the shared packages"
pnpm -r --if-present --workspace-concurrency=1 --filter './packages/*' test

step "api tests" "the server's tests, on PGlite and (with DATABASE_URL) PostgreSQL"
pnpm --filter @gym/api test

step "web unit tests" "the web app's unit tests, in this machine's time zone and in Los Angeles (a reader far from every gym)"
pnpm --filter @gym/web test:unit
TZ=America/Los_Angeles pnpm --filter @gym/web test:unit

step "first-load budget" "every screen's first load within 150 kB gzipped JavaScript and CSS (issues 11-13)"
pnpm --filter @gym/web bundle-report

step "web journeys" "the web app's end-to-end journeys (built app, real server, chromium)"
pnpm --filter @gym/web test:e2e

step "stories" "every story at 360 and 1280 px: play, picture, axe (light at 1280, dark at 360)"
pnpm --filter @gym/storybook test

step fuzz "bad-input fuzz: every operation of openapi.yaml, no answer of 500 (PGlite; PostgreSQL when DATABASE_URL is set)"
DATABASE_URL= pnpm --filter @gym/api fuzz --seconds 15
if [ -n "${DATABASE_URL:-}" ]; then
  pnpm --filter @gym/api fuzz --seconds 15
fi

# Needs nginx (which .ci/run installs) and a PostgreSQL server; skipped, and said so, without them.
if [ -n "${DATABASE_URL:-}" ] && { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }; then
  step cluster "three processes behind nginx (scripts/cluster.sh): sessions, judge streams, images, a rolling restart"
  pnpm --filter @gym/api test:cluster
else
  echo "(the cluster's proof is skipped: it needs nginx and DATABASE_URL)"
fi

step "package builds" "publishable packages build (and pass the publish-readiness check)"
pnpm --filter @gym/api-client build
pnpm --filter @gym/ui build
pnpm --filter @gym/ui check-publish
pnpm --filter @gym/judge-widget build
# The embeddable script's size budget (15 kB gzipped), and that it works alone on a blank page.
pnpm --filter @gym/judge-widget size

step "storybook build" "Storybook static build"
pnpm --filter @gym/storybook build
