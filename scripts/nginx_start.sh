#!/usr/bin/env bash
# nginx under supervisord (scripts/prod.sh): `nginx_start.sh NGINX ARGS...` execs NGINX ARGS.
#
# supervisord starts each program as the leader of its own process group. The workers of an
# nginx master that was killed (SIGKILL: nobody tells them) keep that group, whose id is the old
# master's pid (still in nginx.pid), and keep serving on the port, which the new master then
# cannot bind. They are asked to leave (SIGQUIT: they close the port at once and finish the
# requests they hold), and the new master starts as soon as the port is free (nginx itself
# retries its bind for 2.5 s). A process group id is not given to a new process while a member
# of the group lives, so the signal only reaches those workers.
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
  # Only a group whose every process is nginx (a stale pid's number may have been given to an
  # unrelated process group since).
  names=""
  if [[ "$old" =~ ^[0-9]+$ ]]; then
    names=$(ps -eo pgid=,comm= | awk -v g="$old" '$1 == g {print $2}' | sort -u | tr '\n' ' ')
  fi
  if [ "$names" = "nginx " ]; then
    echo "nginx_start: the workers of the ended master $old still run; asking them to leave" >&2
    kill -QUIT -- "-$old" 2>/dev/null || true
    sleep 0.2
  fi
fi
exec "$NGINX" "$@"
