#!/usr/bin/env bash
# Install what the tests need and run them all: lint, then the whole suite on SQLite with the filesystem broker,
# then the backend tests (marker "services") again on PostgreSQL and Redis when they are reachable.
# REQUIRE_SERVICES=1 makes a missing PostgreSQL or Redis a failure instead of a skip (CI sets it).
set -euo pipefail
source "$(dirname "$0")/_env.sh" test

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests ..."
  sudo_=""; [ "$(id -u)" = 0 ] || sudo_="sudo"
  $sudo_ apt-get update -qq && $sudo_ apt-get install -y -qq chromium chromium-driver >/dev/null
fi

ruff check .

run_pytest() {  # pytest's exit 5 (nothing collected) is a failure: a suite that runs no test proves nothing
  local rc=0
  python -m pytest "$@" || rc=$?
  if [ "$rc" = 5 ]; then echo "pytest collected no tests for: $*" >&2; fi
  return "$rc"
}

run_pytest

pg_url=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}
redis_url=${TEST_REDIS_URL:-redis://127.0.0.1:6379/15}
if python scripts/services_up.py "$pg_url" "$redis_url"; then
  echo "== Backend tests on PostgreSQL and Redis"
  DATABASE_URL=$pg_url CELERY_BROKER_URL=$redis_url run_pytest -m services
elif [ "${REQUIRE_SERVICES:-0}" = 1 ]; then
  echo "REQUIRE_SERVICES=1 but PostgreSQL or Redis is not reachable (see above)." >&2
  exit 1
else
  echo "== Skipped the PostgreSQL/Redis pass: services not reachable (set REQUIRE_SERVICES=1 to make this fail)."
fi
