#!/usr/bin/env bash
# Makes sure what the test suite talks to is there: PostgreSQL and MariaDB on loopback, Redis,
# and Debian's chromium for the browser tests. Starts what is installed but stopped; installs
# what is missing (needs root and Debian's apt).
set -euo pipefail

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else echo "need root for: $*" >&2; return 1; fi; }
apt_updated=0
apt_install() {
  if [[ $apt_updated -eq 0 ]]; then as_root apt-get update -qq; apt_updated=1; fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# PostgreSQL 15: trust auth on loopback, database `test`.
if ! command -v pg_isready >/dev/null || ! pg_isready -q -h 127.0.0.1 -p 5432; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then echo "Installing PostgreSQL..."; apt_install postgresql; fi
  ver=$(ls /etc/postgresql | sort -V | tail -1)
  conf=/etc/postgresql/$ver/main
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"; then
    as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$conf/pg_hba.conf"
  fi
  as_root pg_ctlcluster --skip-systemctl-redirect "$ver" main start || as_root pg_ctlcluster "$ver" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.5; done
  pg_isready -h 127.0.0.1 -p 5432
fi

# MariaDB: root with an empty password on loopback.
if ! command -v mariadb-admin >/dev/null || ! mariadb-admin ping -h 127.0.0.1 -uroot --silent >/dev/null 2>&1; then
  if ! command -v mariadbd >/dev/null && [[ ! -x /usr/sbin/mariadbd ]]; then echo "Installing MariaDB..."; apt_install mariadb-server; fi
  as_root mkdir -p /run/mysqld && as_root chown mysql:mysql /run/mysqld 2>/dev/null || true
  as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql --bind-address=127.0.0.1 --port=3306
  for _ in $(seq 1 60); do mariadb-admin ping -h 127.0.0.1 -uroot --silent >/dev/null 2>&1 && break; sleep 0.5; done
  if ! mariadb-admin ping -h 127.0.0.1 -uroot --silent >/dev/null 2>&1; then
    # A fresh install lets root in by socket only: open loopback TCP with an empty password.
    as_root mariadb -e "ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD(''); FLUSH PRIVILEGES;" || true
  fi
  mariadb-admin ping -h 127.0.0.1 -uroot
fi

# Redis (later plugins use it for socket.io fan-out and locks).
if ! command -v redis-cli >/dev/null || ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  command -v redis-server >/dev/null || { echo "Installing Redis..."; apt_install redis-server; }
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 0.25; done
fi

# Chromium for the browser tests (playwright-core drives it; browser downloads are impossible here).
if [[ ! -x /usr/bin/chromium ]]; then echo "Installing chromium..."; apt_install chromium; fi

echo "Test services ready: PostgreSQL $(pg_isready -h 127.0.0.1 -p 5432 >/dev/null && echo up), MariaDB up, Redis up, $(/usr/bin/chromium --version 2>/dev/null | head -1)"
