#!/bin/sh
# Turns compose (or swarm) secrets into the environment variables the servers read: a file
# /run/secrets/NAME becomes NAME, unless NAME is already set and non-empty. Only upper-case names
# are taken, so nothing else mounted there can become a variable. Then runs the command.
set -eu

secrets_dir="${GP_SECRETS_DIR:-/run/secrets}"
if [ -d "$secrets_dir" ]; then
  for file in "$secrets_dir"/*; do
    [ -f "$file" ] || continue
    name="$(basename "$file")"
    case "$name" in
      '' | [!A-Z]* | *[!A-Z0-9_]*) continue ;;
    esac
    eval "current=\${$name:-}"
    if [ -z "$current" ]; then
      # $(...) drops the trailing newline an editor or `echo` leaves in the file.
      value="$(cat "$file")"
      export "$name=$value"
    fi
  done
fi

exec "$@"
