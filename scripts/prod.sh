#!/usr/bin/env bash
# The production stack on loopback, in the foreground (Ctrl-C or SIGTERM stops all of it):
# PostgreSQL (a cluster kept in $PROD_DIR/pg), Redis (Django's cache: throttles, budgets, shared
# by every app process; an append-only file in $PROD_DIR/redis keeps the counters across its
# restarts), $APP_PROCESSES gunicorn servers, and nginx buffering in front of them. Each runs
# under supervisord (Debian's supervisor): a process that dies is started again by itself, the
# others keep serving, and supervisord says which one ended (here and in
# $PROD_DIR/logs/supervisord.log). Each process logs to its own file in $PROD_DIR/logs.
# Installs Debian's postgresql, redis-server, nginx, libnginx-mod-http-lua and supervisor packages
# when missing.
#
# Environment (defaults in brackets): PROD_DIR [var/prod], PROD_PORT [8080] (nginx, the only
# public port), APP_PROCESSES [2], APP_WORKERS [1] (sync workers per gunicorn), NGINX_WORKERS
# [auto], NGINX_CONN_PER_ADDRESS [64] (connections at once from one address), NGINX_BODY_SECONDS
# [30] (the longest a request body may take to arrive, whole), DATABASE_QUERY_TIMEOUT [1] and
# DATABASE_CONNECT_TIMEOUT [1] (seconds; for the web processes only: migrate and the imports
# run without them), PROD_IMPORT [1]
# (migrate is always run; 0 skips the catalog and rules imports), plus any Django setting
# (DJANGO_SECRET_KEY [generated once into $PROD_DIR/secret_key], API_*_THROTTLE_RATE,
# SCENARIO_*...). Prints "prod: ready on http://127.0.0.1:PORT/" once every part answers;
# while it runs, `supervisorctl -c $PROD_DIR/supervisord.conf status` lists the parts.
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
command -v supervisord >/dev/null 2>&1 || { echo "prod: installing supervisor" >&2; apt_install supervisor; }
# nginx's Lua module bounds the whole time of a request body (deploy/nginx.conf.template).
NGINX_MODULES=/usr/share/nginx/modules
if [ ! -f "$NGINX_MODULES/ngx_http_lua_module.so" ]; then
  echo "prod: installing libnginx-mod-http-lua" >&2
  apt_install libnginx-mod-http-lua
fi

mkdir -p "$PROD_DIR"/{logs,redis,bulk,nginx/body,nginx/proxy,nginx/fastcgi,nginx/uwsgi,nginx/scgi}
PG_DATA="$PROD_DIR/pg/data"
SUP_CONF="$PROD_DIR/supervisord.conf"
SUP_PID=""
supctl() { supervisorctl -c "$SUP_CONF" "$@"; }

cleanup() {
  trap - EXIT INT TERM
  if [ -n "$SUP_PID" ]; then
    # supervisord stops the programs in reverse priority: nginx, the app servers, Redis, then
    # PostgreSQL (its fast shutdown, SIGINT).
    kill -TERM "$SUP_PID" 2>/dev/null || true
    wait "$SUP_PID" 2>/dev/null || true
  fi
  echo "prod: stopped" >&2
}
trap cleanup EXIT
trap 'exit 0' INT TERM

wait_port() {  # wait_port PORT NAME: until something listens on 127.0.0.1:PORT
  local i
  for i in $(seq 1 300); do
    if python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', int(sys.argv[1])), 1)" "$1" 2>/dev/null; then return 0; fi
    kill -0 "$SUP_PID" 2>/dev/null || { echo "prod: supervisord ended" >&2; exit 1; }
    sleep 0.1
  done
  echo "prod: $2 did not start on port $1 (logs in $PROD_DIR/logs)" >&2
  exit 1
}

# -- PostgreSQL: a cluster of its own, kept between runs --------------------------------------
if [ ! -f "$PG_DATA/PG_VERSION" ]; then
  mkdir -p "$PROD_DIR/pg"
  [ "$(id -u)" -ne 0 ] || chown postgres "$PROD_DIR/pg"
  "${PG_RUN[@]}" "$PG_BIN/initdb" -D "$PG_DATA" -U smashup -A trust -E UTF8 >"$PROD_DIR/logs/initdb.log" 2>&1 \
    || { cat "$PROD_DIR/logs/initdb.log" >&2; exit 1; }
fi
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
PG_PORT=$(free_port)
REDIS_PORT=$(free_port)
APP_PORTS=()
for _ in $(seq 1 "$APP_PROCESSES"); do APP_PORTS+=("$(free_port)"); done

# -- the app's settings, from the environment (supervisord passes its own on) ------------------
[ -s "$PROD_DIR/secret_key" ] || python3 -c 'import secrets; print(secrets.token_urlsafe(50))' >"$PROD_DIR/secret_key"
export DJANGO_SECRET_KEY=${DJANGO_SECRET_KEY:-$(cat "$PROD_DIR/secret_key")}
export DJANGO_DEBUG=0
export DJANGO_ALLOWED_HOSTS=${DJANGO_ALLOWED_HOSTS:-127.0.0.1,localhost}
export DJANGO_CSP=${DJANGO_CSP:-1}
export DATABASE_URL="postgres://smashup@127.0.0.1:$PG_PORT/smashup"
export REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0"
export TRUSTED_PROXIES=127.0.0.1
export CATALOG_BULK_DIR="$PROD_DIR/bulk"
# Log lines reach their file at once (a traceback is not held in a buffer).
export PYTHONUNBUFFERED=1
# A frozen PostgreSQL: the web processes wait at most this long for one answer (or a new
# connection), then answer 503 (smashup_site/db_guard.py). Set for gunicorn only (its
# supervisord program below): migrate and the imports here are never cut.
WEB_DB_QUERY_TIMEOUT=${DATABASE_QUERY_TIMEOUT:-1}
WEB_DB_CONNECT_TIMEOUT=${DATABASE_CONNECT_TIMEOUT:-1}
unset DATABASE_QUERY_TIMEOUT

# -- nginx's configuration ---------------------------------------------------------------------
USER_LINE=""
if [ "$(id -u)" -eq 0 ]; then
  USER_LINE="user www-data;"
  chown -R www-data "$PROD_DIR/nginx"
fi
UPSTREAMS=""
for port in "${APP_PORTS[@]}"; do UPSTREAMS+="        server 127.0.0.1:$port max_fails=0;"$'\n'; done
python3 - "$ROOT/deploy/nginx.conf.template" "$PROD_DIR/nginx/nginx.conf" <<PYEOF
import sys
text = open(sys.argv[1]).read()
for name, value in {
    "@DIR@": "$PROD_DIR",
    "@USER@": "$USER_LINE",
    "@WORKERS@": "${NGINX_WORKERS:-auto}",
    "@LISTEN@": "127.0.0.1:$PROD_PORT",
    "@CONN_PER_ADDRESS@": "${NGINX_CONN_PER_ADDRESS:-64}",
    "@BODY_SECONDS@": "${NGINX_BODY_SECONDS:-30}",
    "@MODULES@": "$NGINX_MODULES",
    "@UPSTREAMS@": """$UPSTREAMS""".rstrip("\n"),
}.items():
    text = text.replace(name, value)
open(sys.argv[2], "w").write(text)
PYEOF
"$NGINX" -t -q -c "$PROD_DIR/nginx/nginx.conf" -p "$PROD_DIR/nginx" -e "$PROD_DIR/logs/nginx-error.log"

# -- supervisord's configuration ---------------------------------------------------------------
# autorestart=true: any exit is restarted (a crash, a kill, the out-of-memory killer). A program
# running `startsecs` counts as started; `startretries` failed starts in a row (each waits a
# second longer) before supervisord gives up, enough for a port a dying process still holds.
# PostgreSQL and Redis start with supervisord; the app servers and nginx once the database is
# migrated. Each program's stdout and stderr (tracebacks included) go to its own file.
PG_USER_LINE=""
if [ "$(id -u)" -eq 0 ]; then
  PG_USER_LINE="user=postgres"
  chown postgres "$PROD_DIR/logs"
fi
GUNICORN="$(dirname "$PY")/gunicorn"
{
  printf '%s\n' \
    "[unix_http_server]" \
    "file=$PROD_DIR/supervisor.sock" \
    "chmod=0700" \
    "" \
    "[supervisord]" \
    "nodaemon=true" \
    "logfile=$PROD_DIR/logs/supervisord.log" \
    "pidfile=$PROD_DIR/supervisord.pid" \
    "childlogdir=$PROD_DIR/logs" \
    "" \
    "[rpcinterface:supervisor]" \
    "supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface" \
    "" \
    "[supervisorctl]" \
    "serverurl=unix://$PROD_DIR/supervisor.sock" \
    "" \
    "[program:postgres]" \
    "command=$PG_BIN/postgres -D $PG_DATA -c listen_addresses=127.0.0.1 -p $PG_PORT -k $PROD_DIR/pg -c max_connections=200" \
    "$PG_USER_LINE" \
    "priority=10" \
    "autorestart=true" \
    "startsecs=2" \
    "startretries=20" \
    "stopsignal=INT" \
    "stopwaitsecs=30" \
    "redirect_stderr=true" \
    "stdout_logfile=$PROD_DIR/logs/postgres.log" \
    "" \
    "[program:redis]" \
    "; appendonly: every write is logged and replayed when Redis starts again, so the throttle" \
    "; windows and the daily scenario budgets survive its restart (fsync every second: a crash" \
    "; of the machine loses at most the last second of counts). No RDB snapshots." \
    "command=redis-server --bind 127.0.0.1 --port $REDIS_PORT --dir $PROD_DIR/redis --save \"\" --appendonly yes --appendfsync everysec --maxmemory 256mb --maxmemory-policy allkeys-lru --logfile \"\"" \
    "priority=20" \
    "autorestart=true" \
    "startsecs=1" \
    "startretries=20" \
    "redirect_stderr=true" \
    "stdout_logfile=$PROD_DIR/logs/redis.log"
  n=0
  for port in "${APP_PORTS[@]}"; do
    n=$((n + 1))
    printf '%s\n' \
      "" \
      "[program:gunicorn-$n]" \
      "; gunicorn starts a worker that died again (--preload: a fork of the loaded app, at" \
      "; once, not a new import of Django); supervisord starts gunicorn itself again. No control" \
      "; socket: supervisord controls it (and two gunicorns would share one in \$HOME)." \
      "command=$GUNICORN smashup_site.wsgi:application --preload --bind 127.0.0.1:$port --workers $APP_WORKERS --worker-class sync --timeout 30 --graceful-timeout 5 --max-requests 20000 --max-requests-jitter 2000 --error-logfile - --no-control-socket" \
      "directory=$ROOT" \
      "environment=DATABASE_QUERY_TIMEOUT=\"$WEB_DB_QUERY_TIMEOUT\",DATABASE_CONNECT_TIMEOUT=\"$WEB_DB_CONNECT_TIMEOUT\"" \
      "priority=30" \
      "autostart=false" \
      "autorestart=true" \
      "startsecs=2" \
      "startretries=20" \
      "stopwaitsecs=10" \
      "killasgroup=true" \
      "redirect_stderr=true" \
      "stdout_logfile=$PROD_DIR/logs/gunicorn-$n.log"
  done
  printf '%s\n' "" "[group:app]" "programs=$(seq -s, -f 'gunicorn-%g' 1 "$APP_PROCESSES")"
  printf '%s\n' \
    "" \
    "[program:nginx]" \
    "; Through nginx_start.sh: the workers of a master that was killed leave first (they hold the port)." \
    "command=bash $ROOT/scripts/nginx_start.sh $NGINX -c $PROD_DIR/nginx/nginx.conf -p $PROD_DIR/nginx -e $PROD_DIR/logs/nginx-error.log -g \"daemon off;\"" \
    "priority=40" \
    "autostart=false" \
    "autorestart=true" \
    "startsecs=1" \
    "startretries=20" \
    "stopwaitsecs=10" \
    "killasgroup=true" \
    "redirect_stderr=true" \
    "stdout_logfile=$PROD_DIR/logs/nginx.log"
} >"$SUP_CONF"

# supervisord runs in the foreground of this script: its log lines (which process ended, which
# was started again) show here too.
supervisord -c "$SUP_CONF" &
SUP_PID=$!

for _ in $(seq 1 600); do
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -U smashup -d postgres && break
  kill -0 "$SUP_PID" 2>/dev/null || { echo "prod: supervisord ended" >&2; exit 1; }
  sleep 0.1
done
"$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -U smashup -d postgres \
  || { tail -20 "$PROD_DIR/logs/postgres.log" >&2; exit 1; }
"${PG_RUN[@]}" "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U smashup -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname='smashup'" | grep -q 1 \
  || "${PG_RUN[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U smashup smashup
wait_port "$REDIS_PORT" redis

cd "$ROOT"
"$PY" manage.py migrate --noinput -v 0
if [ "${PROD_IMPORT:-1}" = 1 ]; then
  "$PY" manage.py import_catalog -v 0
  "$PY" manage.py import_rules -v 0
fi

supctl start 'app:*' >/dev/null
n=0
for port in "${APP_PORTS[@]}"; do
  n=$((n + 1))
  wait_port "$port" "gunicorn $n"
done
supctl start nginx >/dev/null
wait_port "$PROD_PORT" nginx

echo "prod: ready on http://127.0.0.1:$PROD_PORT/ ($APP_PROCESSES gunicorn, PostgreSQL :$PG_PORT, Redis :$REDIS_PORT; data and logs in $PROD_DIR; supervisorctl -c $SUP_CONF status)"
wait "$SUP_PID" || true
SUP_PID=""
echo "prod: supervisord ended" >&2
exit 1
