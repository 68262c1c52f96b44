#!/usr/bin/env bash
# Make sure this machine's PostgreSQL and Redis are running, for the
# integration pass of the tests (.ci/run) and for bench/bets.
#
# - Installs them from Debian packages when they are missing.
# - Starts them when they are down (no systemd needed).
# - Waits until `pg_isready -h 127.0.0.1` and `redis-cli ping` answer.
# Idempotent and quiet: prints nothing when both are already up.
set -euo pipefail

log() { echo "ensure-services: $*" >&2; }

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=(sudo -n); else log "not root and no sudo: can only check, not start"; fi
fi

apt_install() {
  log "installing $* from Debian packages"
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" apt-get update -qq >/dev/null
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

pg_installed() {
  command -v pg_ctlcluster >/dev/null 2>&1 && command -v pg_isready >/dev/null 2>&1 \
    && [ -d /etc/postgresql ] && [ -n "$(ls -A /etc/postgresql 2>/dev/null)" ] \
    && command -v pgbench >/dev/null 2>&1
}
redis_installed() { command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; }

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 >/dev/null 2>&1; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

wait_for() { # name, check function, seconds
  local name=$1 check=$2 secs=$3 i
  for ((i = 0; i < secs * 4; i++)); do
    if "$check"; then return 0; fi
    sleep 0.25
  done
  log "$name did not come up within ${secs}s"
  return 1
}

missing=()
pg_installed || missing+=(postgresql postgresql-contrib)
redis_installed || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi

# --- PostgreSQL -------------------------------------------------------------
if ! pg_up; then
  # The newest installed major version's "main" cluster.
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  if [ ! -d "/etc/postgresql/$version/main" ]; then
    log "creating PostgreSQL $version cluster main"
    "${SUDO[@]}" pg_createcluster "$version" main >/dev/null
  fi
  log "starting PostgreSQL $version/main"
  "${SUDO[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 \
    || pg_up || { log "pg_ctlcluster $version main start failed"; tail -n 20 "/var/log/postgresql/postgresql-$version-main.log" >&2 || true; exit 1; }
  wait_for PostgreSQL pg_up 60
fi

# --- Redis ------------------------------------------------------------------
if ! redis_up; then
  log "starting Redis"
  "${SUDO[@]}" mkdir -p /var/lib/redis /var/log/redis
  "${SUDO[@]}" redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null
  wait_for Redis redis_up 30
fi
