#!/usr/bin/env bash
# Makes Node >= 22.12 and pnpm available, then installs the workspace.
# When the system Node is older, Node 24 and pnpm come from the npm registry
# into the git-ignored .tools/ folder; nothing is installed globally.
# Source it (". scripts/bootstrap.sh") so PATH changes reach the caller.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"

node_is_recent_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$tools/node/node_modules/.bin/node" ]; then
  export PATH="$tools/node/node_modules/.bin:$PATH"
fi
if ! node_is_recent_enough; then
  echo "bootstrap: system Node $(node -v 2>/dev/null || echo none) is older than 22.12; installing Node 24 into .tools/node" >&2
  mkdir -p "$tools/node"
  npm install --prefix "$tools/node" --no-save --no-audit --no-fund --loglevel=error node@24 >&2
  export PATH="$tools/node/node_modules/.bin:$PATH"
fi

pnpm_version="$(node -p 'require(process.argv[1]).packageManager.split("@")[1]' "$root/package.json")"
if [ ! -x "$tools/pnpm/node_modules/.bin/pnpm" ] || [ "$("$tools/pnpm/node_modules/.bin/pnpm" -v)" != "$pnpm_version" ]; then
  mkdir -p "$tools/pnpm"
  npm install --prefix "$tools/pnpm" --no-save --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version" >&2
fi
export PATH="$tools/pnpm/node_modules/.bin:$PATH"

cd "$root"
if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile --reporter=append-only >&2
else
  pnpm install --reporter=append-only >&2
fi
cd - >/dev/null
