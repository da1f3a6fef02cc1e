#!/bin/sh
# Point-in-time recovery, step "restore" (docs/operations.md): puts a base backup made by
# pg_basebackup -Ft -z -Xs into the (emptied) data folder and sets PostgreSQL up to replay the WAL
# archive, up to a target time when one is given, then promote. Run in the postgres container as
# the postgres user while the server is stopped:
#   docker compose run --rm --no-deps -u postgres --entrypoint sh postgres \
#     /etc/gp-postgres/pitr-restore.sh base-20261201T0300Z '2026-12-01 14:05:00+00'
# The next start of the server does the recovery.
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: pitr-restore.sh <backup folder in the backups volume> [<target time, e.g. 2026-12-01 14:05:00+00>]" >&2
  exit 2
fi
backup="$1"
target="${2:-}"
data="${PGDATA:-/var/lib/postgresql/data}"
backups="${PG_BACKUPS:-/var/lib/postgresql/backups}"
archive="${WAL_ARCHIVE:-/var/lib/postgresql/wal-archive}"

if [ ! -f "$backups/$backup/base.tar.gz" ] || [ ! -f "$backups/$backup/pg_wal.tar.gz" ]; then
  echo "no base.tar.gz and pg_wal.tar.gz in $backups/$backup" >&2
  exit 2
fi
# The damaged data may be all there is: it is never deleted unless asked for.
if [ -n "$(ls -A "$data" 2>/dev/null)" ]; then
  if [ "${FORCE:-}" != 1 ]; then
    echo "$data is not empty: copy it elsewhere first, then run again with FORCE=1 to replace it" >&2
    exit 2
  fi
  find "$data" -mindepth 1 -delete
fi
mkdir -p "$data"
chmod 0700 "$data"
tar -xzf "$backups/$backup/base.tar.gz" -C "$data"
tar -xzf "$backups/$backup/pg_wal.tar.gz" -C "$data/pg_wal"
touch "$data/recovery.signal"
{
  printf "restore_command = 'cp %s/%%f %%p'\n" "$archive"
  if [ -n "$target" ]; then
    printf "recovery_target_time = '%s'\n" "$target"
    printf "recovery_target_action = 'promote'\n"
  fi
} >> "$data/postgresql.auto.conf"
echo "restored $backup into $data; start the server to replay the archive${target:+ up to $target}"
