#!/usr/bin/env bash
# The data commands (docs/backups.md):
#   bash scripts/data.sh backup FILE                       back up the database (and uploaded files)
#   bash scripts/data.sh restore FILE                      restore it, then check it against the backup
#   bash scripts/data.sh check FILE                        check a restored database against the backup
#   bash scripts/data.sh move-to-postgres DATA_DIR URL     move an embedded data folder into PostgreSQL
# They use DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first:
# PGlite has one process at a time).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$root/scripts/bootstrap.sh"
cd "$root"
exec node apps/api/src/backups/commands.ts "$@"
