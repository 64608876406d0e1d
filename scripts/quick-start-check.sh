#!/usr/bin/env bash
# CI's check of the README's quick start on whatever `node` is first on PATH: `npm start` on a new embedded database
# (migrations, sample content) until the home page, the course list and the health check answer, then a clean stop.
# It reuses the build the tests made (NEXT_DIST_DIR, default .next-test), so it proves starting, not building.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${QUICK_START_PORT:-3197}
log=$(mktemp)
# The embedded database under .data/ (new on a fresh clone), on a port no test uses, below Linux's ephemeral range
# (32768–60999), where an outgoing connection of the busy test run could hold it for a moment.
export NEXT_DIST_DIR=${NEXT_DIST_DIR:-.next-test} PORT=$port EMBEDDED_POSTGRES_PORT=${QUICK_START_DB_PORT:-25438}
setsid npm start >"$log" 2>&1 &
starter=$!
stop() {
  kill -TERM -- "-$starter" 2>/dev/null || true
  wait "$starter" 2>/dev/null || true
}
trap stop EXIT
deadline=$(( $(date +%s) + 300 ))
until curl -fs -o /dev/null "http://localhost:$port/api/health"; do
  if ! kill -0 "$starter" 2>/dev/null || (( $(date +%s) > deadline )); then
    echo "[quick start] npm start did not answer on port $port. Its output:" >&2
    cat "$log" >&2
    exit 1
  fi
  sleep 1
done
for path in / /api/v1/courses /v1/login; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port$path")
  if [[ $status != 200 ]]; then
    echo "[quick start] $path answered $status on $(node --version). The server's output:" >&2
    cat "$log" >&2
    exit 1
  fi
done
stop
trap - EXIT
rm -f "$log"
echo "[quick start] npm start on Node $(node --version) served /, /api/v1/courses and /v1/login"
