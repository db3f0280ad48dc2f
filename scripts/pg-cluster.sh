#!/usr/bin/env bash
# Starts (or stops) a throwaway Debian Postgres 15 cluster for the database suites, as the
# unprivileged 'postgres' user (the server refuses to run as root). Prints the DATABASE_URL.
#   scripts/pg-cluster.sh start   → prints postgres://postgres@127.0.0.1:54329/postgres
#   scripts/pg-cluster.sh stop
set -euo pipefail
PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/slantis-pg15}"
PG_BIN="$(ls -d /usr/lib/postgresql/15/bin 2>/dev/null || dirname "$(command -v pg_ctl)")"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# pg_cron (Debian's postgresql-15-cron), when installed: preloaded for the cluster's main database,
# where the competition-close migration schedules its jobs (jobs run in background workers).
CRON_OPTS=""
if [ -f "$PG_BIN/../lib/pg_cron.so" ]; then
  CRON_OPTS="-c shared_preload_libraries=pg_cron -c cron.database_name=postgres -c cron.use_background_workers=on"
fi

case "${1:-start}" in
  start)
    if [ ! -f "$DIR/data/PG_VERSION" ]; then
      rm -rf "$DIR" && mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
      as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
      as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o \
        "-k $DIR -p $PORT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 $CRON_OPTS" \
        start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
