#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: created in a temporary directory,
# listening on a free loopback port, removed when the command ends (whatever its outcome).
# Installs Debian's postgresql package when no pg_ctl is found.
set -euo pipefail

find_pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; fi
}

PG_BIN=$(find_pg_bin)
if [ -z "$PG_BIN" ]; then
  echo "with_postgres: pg_ctl not found, installing Debian's postgresql package" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q postgresql >&2
  PG_BIN=$(find_pg_bin)
fi
[ -n "$PG_BIN" ] || { echo "with_postgres: no PostgreSQL server binaries" >&2; exit 1; }

TMP=$(mktemp -d /tmp/smashup-pg.XXXXXX)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
RUN=()
if [ "$(id -u)" -eq 0 ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres system user.
  chown postgres "$TMP"
  RUN=(runuser -u postgres --)
fi

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
