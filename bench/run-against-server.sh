#!/usr/bin/env bash
# Starts the built server (as `npm start` does) on a fresh embedded database (.tmp/bench-server, port BENCH_PORT or
# 4433), runs one benchmark script against it, then stops it.
#   bench/run-against-server.sh node bench/load.mjs
#   bench/run-against-server.sh node bench/page-cache.mjs / /products
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${BENCH_PORT:-4433}
DIR=${BENCH_SERVER_DIR:-.tmp/bench-server}
rm -rf "$DIR"
# Started as `npm start` starts it (package.json's start script: its memory settings included).
START=$(node -p 'require("./package.json").scripts.start')
DATA_DIR="$DIR" PORT=$PORT HOST=127.0.0.1 sh -c "$START" >"$DIR.log" 2>&1 &
SERVER=$!
trap 'pkill -TERM -P $SERVER 2>/dev/null; kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do grep -q serving "$DIR.log" 2>/dev/null && break; sleep 1; done
grep -q serving "$DIR.log" || { cat "$DIR.log"; exit 1; }
RUNNER=("$1" "$2")
shift 2
"${RUNNER[@]}" "http://127.0.0.1:$PORT" "$@"
