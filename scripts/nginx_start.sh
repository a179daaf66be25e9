#!/usr/bin/env bash
# nginx under supervisord (scripts/prod.sh): `nginx_start.sh NGINX ARGS...` execs NGINX ARGS.
#
# supervisord starts each program as the leader of its own process group. The workers of an
# nginx master that was killed (SIGKILL: nobody tells them) keep that group, whose id is the old
# master's pid (still in nginx.pid), and keep serving on the port, which the new master then
# cannot bind. They are asked to finish their requests and leave (SIGQUIT) first. A process
# group id is not given to a new process while a member of the group lives, so the signal only
# reaches those workers.
set -euo pipefail
NGINX=$1
shift
PREFIX=""
previous=""
for arg in "$@"; do
  [ "$previous" != "-p" ] || PREFIX=$arg
  previous=$arg
done
PIDFILE="$PREFIX/nginx.pid"
if [ -n "$PREFIX" ] && [ -s "$PIDFILE" ]; then
  old=$(head -n 1 "$PIDFILE")
  if [[ "$old" =~ ^[0-9]+$ ]] && kill -0 -- "-$old" 2>/dev/null; then
    echo "nginx_start: the workers of the ended master $old still run; asking them to leave" >&2
    kill -QUIT -- "-$old" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 -- "-$old" 2>/dev/null || break
      sleep 0.1
    done
  fi
fi
exec "$NGINX" "$@"
