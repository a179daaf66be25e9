# Shared by with_postgres.sh and prod.sh: finds (installing Debian's package when missing) the
# PostgreSQL server binaries, and runs them as the postgres user when we are root.
# shellcheck shell=bash

find_pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; fi
}

# apt_install PACKAGE...: Debian packages, as root (or through sudo). Waits up to 5 minutes for
# dpkg's lock (another install on the same machine) instead of failing at once.
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get -o DPkg::Lock::Timeout=300 update -q >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=300 install -y -q "$@" >&2
}

ensure_pg_bin() {
  PG_BIN=$(find_pg_bin)
  if [ -z "$PG_BIN" ]; then
    echo "postgres: pg_ctl not found, installing Debian's postgresql package" >&2
    apt_install postgresql
    PG_BIN=$(find_pg_bin)
  fi
  [ -n "$PG_BIN" ] || { echo "postgres: no PostgreSQL server binaries" >&2; exit 1; }
  PG_RUN=()
  if [ "$(id -u)" -eq 0 ]; then
    # initdb refuses to run as root: the cluster belongs to the postgres system user.
    PG_RUN=(runuser -u postgres --)
  fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
