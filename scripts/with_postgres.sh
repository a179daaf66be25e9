#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: created in a temporary directory,
# listening on a free loopback port, removed when the command ends (whatever its outcome).
# Installs Debian's postgresql package when no pg_ctl is found.
set -euo pipefail

# shellcheck source=scripts/pg_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/pg_lib.sh"
ensure_pg_bin
RUN=("${PG_RUN[@]}")

TMP=$(mktemp -d /tmp/smashup-pg.XXXXXX)
PORT=$(free_port)
[ "$(id -u)" -ne 0 ] || chown postgres "$TMP"

cleanup() {
  "${RUN[@]}" "$PG_BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT

"${RUN[@]}" "$PG_BIN/initdb" -D "$TMP/data" -U smashup -A trust --no-sync -E UTF8 >"$TMP/initdb.log" 2>&1 \
  || { cat "$TMP/initdb.log" >&2; exit 1; }
"${RUN[@]}" "$PG_BIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$TMP/server.log" >&2; exit 1; }
echo "with_postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

export DATABASE_URL="postgres://smashup@127.0.0.1:$PORT/smashup"
"${RUN[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U smashup smashup
"$@"
