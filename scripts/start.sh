#!/usr/bin/env bash
# Starts the whole product on the embedded default: the API, the built web app and the judge
# widget script on one port, PGlite data in .data/ (set DATABASE_URL to use a PostgreSQL server
# instead).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"
if [ -f apps/gym-web/index.html ]; then
  pnpm --filter @gym/web build >&2
fi
# The <judge-results> script that federations' pages load from /judge-results.js.
pnpm --filter @gym/judge-widget build >&2
exec pnpm --filter @gym/api start
