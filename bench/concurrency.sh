#!/usr/bin/env bash
# Throughput of WEB_CONCURRENCY=1 against 2 (or the counts given) on PostgreSQL: starts a
# throwaway PostgreSQL 15 cluster (127.0.0.1:BENCH_PG_PORT, default 4435), then for each count
# starts the built server on it (BENCH_PORT, default 4433), runs bench/load.mjs (the nine public
# URLs, after a 5-second unmeasured run that fills every worker's page cache; BENCH_CONNECTIONS /
# BENCH_SECONDS, default 200 and 30) and stops it. `npm run build` first.
#   bench/concurrency.sh            # 1 then 2
#   bench/concurrency.sh 1 2 4
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${BENCH_PORT:-4433}
PG_PORT=${BENCH_PG_PORT:-4435}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
export BENCH_SECONDS=${BENCH_SECONDS:-30}
COUNTS=("$@")
[ ${#COUNTS[@]} -gt 0 ] || COUNTS=(1 2)

WORK=$(mktemp -d /tmp/vitrine-bench-pg.XXXXXX)
chown postgres "$WORK" 2>/dev/null || true
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
SERVER=
cleanup() {
  [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null && wait "$SERVER" 2>/dev/null || true
  as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT
as_postgres "$PG_BIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/pg.log" -w -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $WORK" start >/dev/null
URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"

for N in "${COUNTS[@]}"; do
  LOG="$WORK/server-$N.log"
  DATABASE_URL="$URL" DATA_DIR="$WORK/app" WEB_CONCURRENCY=$N PORT=$PORT HOST=127.0.0.1 node build/server/index.js >"$LOG" 2>&1 &
  SERVER=$!
  for _ in $(seq 1 120); do [ "$(grep -c serving "$LOG" 2>/dev/null)" -ge "$N" ] && break; sleep 1; done
  [ "$(grep -c serving "$LOG")" -ge "$N" ] || { cat "$LOG"; exit 1; }
  # Every worker has its own page cache: a short unmeasured run fills them all first.
  BENCH_SECONDS=5 node bench/load.mjs "http://127.0.0.1:$PORT" >/dev/null
  echo -n "WEB_CONCURRENCY=$N: "
  node bench/load.mjs "http://127.0.0.1:$PORT"
  kill "$SERVER"
  wait "$SERVER" 2>/dev/null || true
  SERVER=
done
