#!/usr/bin/env bash
# Reruns the main benchmarks of docs/benchmarks.md (not all of them: bench/README.md lists the
# others) on PGlite and on a throwaway PostgreSQL 15 cluster (started and stopped here, like
# .ci/run), each figure printed beside its budget:
#   npm run bench                      (100,000 products; BENCH_COUNT=1000000 for the million)
# Steps: build; catalogue query and part-number search (PGlite, PostgreSQL); CSV import of
# 100,000 rows (PGlite on the server's database thread, PostgreSQL); first-load JS and Lighthouse against the built server (PGlite, demo
# catalogue). On a shared machine run it when nothing else runs, and say so in the doc.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${BENCH_COUNT:-100000}
ROWS=${BENCH_ROWS:-100000}
PORT=${BENCH_PORT:-4451}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_DIR=$(mktemp -d /tmp/vitrine-bench-pg.XXXXXX)
chown postgres "$PG_DIR" 2>/dev/null || true
PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
SERVER_PID=
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT
as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c shared_buffers=1GB -c work_mem=16MB -c max_wal_size=4GB" start >/dev/null
PG="postgres://postgres@127.0.0.1:$PG_PORT"
psql "$PG/postgres" -qc "create database bench" -c "create database bench_csv"
# The built server: its database thread for the PGlite import, then the site for Lighthouse.
npm run build >/dev/null

echo "### catalogue query and part-number search, $COUNT products"
BENCH_DATA_DIR=.tmp/bench npx tsx bench/generate-products.ts --count "$COUNT"
BENCH_DATA_DIR=.tmp/bench npx tsx bench/catalogue-query.ts --runs 100
DATABASE_URL="$PG/bench" npx tsx bench/generate-products.ts --count "$COUNT"
DATABASE_URL="$PG/bench" npx tsx bench/catalogue-query.ts --runs 100

echo "### CSV import, $ROWS rows"
npx tsx bench/csv-import.ts --rows "$ROWS" --thread
DATABASE_URL="$PG/bench_csv" npx tsx bench/csv-import.ts --rows "$ROWS"

echo "### first-load JavaScript and Lighthouse (built server, PGlite, demo catalogue)"
DATA_DIR=$(mktemp -d /tmp/vitrine-bench-site.XXXXXX) PORT=$PORT HOST=127.0.0.1 node build/server/index.js >/dev/null 2>&1 &
SERVER_PID=$!
for _ in $(seq 60); do curl -fs "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 1; done
node bench/public-js-size.mjs "http://127.0.0.1:$PORT/" "http://127.0.0.1:$PORT/products" "http://127.0.0.1:$PORT/products?category=timers" \
  "http://127.0.0.1:$PORT/products/5" "http://127.0.0.1:$PORT/contact" "http://127.0.0.1:$PORT/fr/products/5"
node bench/lighthouse.mjs "http://127.0.0.1:$PORT" --runs 3
