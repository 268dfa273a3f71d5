#!/usr/bin/env bash
# Starts the whole product on the embedded default: the API and the built web app on one port,
# PGlite data in .data/ (set DATABASE_URL to use a PostgreSQL server instead).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"
if [ -f apps/gym-web/index.html ]; then
  pnpm --filter @gym/web build >&2
fi
exec pnpm --filter @gym/api start
