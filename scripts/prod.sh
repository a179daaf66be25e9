#!/usr/bin/env bash
# The production stack on loopback, in the foreground (Ctrl-C or SIGTERM stops all of it):
# PostgreSQL (a cluster kept in $PROD_DIR/pg), Redis (Django's cache: throttles, budgets, shared
# by every app process), $APP_PROCESSES gunicorn servers, and nginx buffering in front of them.
# Installs Debian's postgresql, redis-server and nginx packages when missing.
#
# Environment (defaults in brackets): PROD_DIR [var/prod], PROD_PORT [8080] (nginx, the only
# public port), APP_PROCESSES [2], APP_WORKERS [1] (sync workers per gunicorn), NGINX_WORKERS
# [auto], PROD_IMPORT [1]
# (migrate is always run; 0 skips the catalog and rules imports), plus any Django setting
# (DJANGO_SECRET_KEY [generated once into $PROD_DIR/secret_key], API_*_THROTTLE_RATE,
# SCENARIO_*...). Prints "prod: ready on http://127.0.0.1:PORT/" once every part answers.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PY=${PY:-$ROOT/.venv/bin/python}
PROD_DIR=$(mkdir -p "${PROD_DIR:-$ROOT/var/prod}" && cd "${PROD_DIR:-$ROOT/var/prod}" && pwd)
PROD_PORT=${PROD_PORT:-8080}
APP_PROCESSES=${APP_PROCESSES:-2}
APP_WORKERS=${APP_WORKERS:-1}

# shellcheck source=scripts/pg_lib.sh
source "$ROOT/scripts/pg_lib.sh"
ensure_pg_bin
command -v redis-server >/dev/null 2>&1 || { echo "prod: installing redis-server" >&2; apt_install redis-server; }
NGINX=$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)
if [ -z "$NGINX" ]; then
  echo "prod: installing nginx" >&2
  apt_install nginx
  NGINX=$(command -v nginx || echo /usr/sbin/nginx)
fi

mkdir -p "$PROD_DIR"/{logs,redis,bulk,nginx/body,nginx/proxy,nginx/fastcgi,nginx/uwsgi,nginx/scgi}
PIDS=()
PG_PID=""
PG_DATA="$PROD_DIR/pg/data"

cleanup() {
  trap - EXIT INT TERM
  local pid
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$PG_PID" ]; then
    kill -INT "$PG_PID" 2>/dev/null || true  # PostgreSQL's fast shutdown
    wait "$PG_PID" 2>/dev/null || true
  fi
  echo "prod: stopped" >&2
}
trap cleanup EXIT
trap 'exit 0' INT TERM

wait_port() {  # wait_port PORT NAME: until something listens on 127.0.0.1:PORT
  local i
  for i in $(seq 1 300); do
    if python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', int(sys.argv[1])), 1)" "$1" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "prod: $2 did not start on port $1 (logs in $PROD_DIR/logs)" >&2
  exit 1
}

# -- PostgreSQL: a cluster of its own, kept between runs --------------------------------------
PG_PORT=$(free_port)
if [ ! -f "$PG_DATA/PG_VERSION" ]; then
  mkdir -p "$PROD_DIR/pg"
  [ "$(id -u)" -ne 0 ] || chown postgres "$PROD_DIR/pg"
  "${PG_RUN[@]}" "$PG_BIN/initdb" -D "$PG_DATA" -U smashup -A trust -E UTF8 >"$PROD_DIR/logs/initdb.log" 2>&1 \
    || { cat "$PROD_DIR/logs/initdb.log" >&2; exit 1; }
fi
[ "$(id -u)" -ne 0 ] || chown postgres "$PROD_DIR/logs"
# A server of this cluster still alive (another prod.sh on the same PROD_DIR, or one still
# ending): wait up to 10 s, then refuse. A lock file left by a killed server is ignored by it.
if [ -f "$PG_DATA/postmaster.pid" ]; then
  OLD_PG=$(head -n 1 "$PG_DATA/postmaster.pid")
  for _ in $(seq 1 100); do kill -0 "$OLD_PG" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$OLD_PG" 2>/dev/null; then
    echo "prod: the PostgreSQL server of $PROD_DIR is running (pid $OLD_PG): another prod.sh?" >&2
    exit 1
  fi
fi
# The server runs as a child of this script (not daemonized by pg_ctl), so it ends with the rest
# of the stack even when the script itself is killed. setpriv execs: $! is the server itself.
AS_POSTGRES=()
[ "$(id -u)" -ne 0 ] || AS_POSTGRES=(setpriv --reuid=postgres --regid=postgres --init-groups --)
"${AS_POSTGRES[@]}" "$PG_BIN/postgres" -D "$PG_DATA" -c listen_addresses=127.0.0.1 -p "$PG_PORT" \
  -k "$PROD_DIR/pg" -c max_connections=200 >>"$PROD_DIR/logs/postgres.log" 2>&1 &
PG_PID=$!
for _ in $(seq 1 600); do
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -U smashup -d postgres && break
  kill -0 "$PG_PID" 2>/dev/null || { tail -20 "$PROD_DIR/logs/postgres.log" >&2; exit 1; }
  sleep 0.1
done
"${PG_RUN[@]}" "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U smashup -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname='smashup'" | grep -q 1 \
  || "${PG_RUN[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U smashup smashup

# -- Redis: the shared cache, in memory only (counters and cached answers, nothing to keep) ---
REDIS_PORT=$(free_port)
redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$PROD_DIR/redis" --save "" \
  --appendonly no --maxmemory 256mb --maxmemory-policy allkeys-lru \
  --logfile "$PROD_DIR/logs/redis.log" &
PIDS+=($!)
wait_port "$REDIS_PORT" redis

# -- the app: settings from the environment ----------------------------------------------------
[ -s "$PROD_DIR/secret_key" ] || python3 -c 'import secrets; print(secrets.token_urlsafe(50))' >"$PROD_DIR/secret_key"
export DJANGO_SECRET_KEY=${DJANGO_SECRET_KEY:-$(cat "$PROD_DIR/secret_key")}
export DJANGO_DEBUG=0
export DJANGO_ALLOWED_HOSTS=${DJANGO_ALLOWED_HOSTS:-127.0.0.1,localhost}
export DJANGO_CSP=${DJANGO_CSP:-1}
export DATABASE_URL="postgres://smashup@127.0.0.1:$PG_PORT/smashup"
export REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0"
export TRUSTED_PROXIES=127.0.0.1
export CATALOG_BULK_DIR="$PROD_DIR/bulk"
cd "$ROOT"
"$PY" manage.py migrate --noinput -v 0
if [ "${PROD_IMPORT:-1}" = 1 ]; then
  "$PY" manage.py import_catalog -v 0
  "$PY" manage.py import_rules -v 0
fi

UPSTREAMS=""
for n in $(seq 1 "$APP_PROCESSES"); do
  port=$(free_port)
  "$(dirname "$PY")/gunicorn" smashup_site.wsgi:application --bind "127.0.0.1:$port" \
    --workers "$APP_WORKERS" --worker-class sync --timeout 30 --graceful-timeout 5 \
    --max-requests 20000 --max-requests-jitter 2000 \
    --error-logfile "$PROD_DIR/logs/gunicorn-$n.log" &
  PIDS+=($!)
  UPSTREAMS+="        server 127.0.0.1:$port max_fails=0;"$'\n'
  wait_port "$port" "gunicorn $n"
done

# -- nginx, the only public port -----------------------------------------------------------------
USER_LINE=""
if [ "$(id -u)" -eq 0 ]; then
  USER_LINE="user www-data;"
  chown -R www-data "$PROD_DIR/nginx"
fi
python3 - "$ROOT/deploy/nginx.conf.template" "$PROD_DIR/nginx/nginx.conf" <<PYEOF
import sys
text = open(sys.argv[1]).read()
for name, value in {
    "@DIR@": "$PROD_DIR",
    "@USER@": "$USER_LINE",
    "@WORKERS@": "${NGINX_WORKERS:-auto}",
    "@LISTEN@": "127.0.0.1:$PROD_PORT",
    "@UPSTREAMS@": """$UPSTREAMS""".rstrip("\n"),
}.items():
    text = text.replace(name, value)
open(sys.argv[2], "w").write(text)
PYEOF
"$NGINX" -t -q -c "$PROD_DIR/nginx/nginx.conf" -p "$PROD_DIR/nginx" -e "$PROD_DIR/logs/nginx-error.log"
"$NGINX" -c "$PROD_DIR/nginx/nginx.conf" -p "$PROD_DIR/nginx" -e "$PROD_DIR/logs/nginx-error.log" -g "daemon off;" &
PIDS+=($!)
wait_port "$PROD_PORT" nginx

echo "prod: ready on http://127.0.0.1:$PROD_PORT/ ($APP_PROCESSES gunicorn, PostgreSQL :$PG_PORT, Redis :$REDIS_PORT; data and logs in $PROD_DIR)"
wait -n "$PG_PID" "${PIDS[@]}" || true
echo "prod: a process of the stack ended; stopping the rest" >&2
exit 1
