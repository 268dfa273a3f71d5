#!/usr/bin/env bash
# Creates a super admin, or gives an existing one a new password: how a deployment gets its first
# account. Asks for the phone and password, or reads ADMIN_PHONE and ADMIN_PASSWORD (and ADMIN_NAME)
# from the environment. Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the
# server first: PGlite has one process at a time).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"
exec node apps/api/src/create-admin.ts
