#!/usr/bin/env bash
# Starts the whole product: the API, the built web app and the judge widget script on one port,
# PGlite data in .data/ (set DATABASE_URL to use a PostgreSQL server instead).
#   bash scripts/start.sh          a plain start: no demo data, no account with a known password
#                                  (the first super admin: scripts/create-admin.sh, or ADMIN_PHONE
#                                  and ADMIN_PASSWORD set for this start)
#   bash scripts/start.sh --demo   the first look: on its first start, demo accounts with random
#                                  passwords printed once, two gyms and a simulated door device
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
entry=start
case "${1:-}" in
  --demo) entry=start:demo ;;
  "") ;;
  *) echo "usage: bash scripts/start.sh [--demo]" >&2; exit 2 ;;
esac
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"
if [ -f apps/gym-web/index.html ]; then
  pnpm --filter @gym/web build >&2
fi
# The <judge-results> script that federations' pages load from /judge-results.js.
pnpm --filter @gym/judge-widget build >&2
exec pnpm --filter @gym/api "$entry"
