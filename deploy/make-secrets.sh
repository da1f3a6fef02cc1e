#!/bin/sh
# Creates the secrets deploy/compose.yaml mounts, once: a random database password (and the
# DATABASE_URL that carries it) and the master secret the API and the demo vendor share. An existing
# file is never overwritten. The folder is the owner's only; the files themselves are readable by
# the containers' users (postgres, node), which see only the secrets their service lists.
set -eu

dir="$(dirname "$0")/secrets"
mkdir -p "$dir"
chmod 0700 "$dir"

random_hex() {
  od -An -N32 -tx1 /dev/urandom | tr -d ' \n'
}

write_once() {
  if [ -e "$dir/$1" ]; then
    echo "kept    $dir/$1"
  else
    printf '%s\n' "$2" > "$dir/$1"
    chmod 0644 "$dir/$1"
    echo "created $dir/$1"
  fi
}

# Hex only, so the password needs no escaping inside the URL.
if [ -e "$dir/POSTGRES_PASSWORD" ]; then
  password="$(cat "$dir/POSTGRES_PASSWORD")"
else
  password="$(random_hex)"
fi
write_once POSTGRES_PASSWORD "$password"
write_once DATABASE_URL "postgres://gp:${password}@postgres:5432/gp"
write_once DEMO_VENDOR_SECRET "$(random_hex)"
