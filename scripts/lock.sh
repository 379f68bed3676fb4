#!/usr/bin/env bash
# Write the dependency locks from pyproject.toml's ranges, with hashes (pip-tools):
#   requirements/run.txt   what the site needs (scripts/run.sh installs it)
#   requirements/test.txt  that and the test extras (scripts/test.sh, and so CI, install it)
#   bash scripts/lock.sh            after editing pyproject.toml: keeps every pin that still fits
#   bash scripts/lock.sh --upgrade  the newest releases the ranges allow, then the whole suite on them; if the
#                                   suite fails, the previous locks are put back and the script fails
set -euo pipefail
cd "$(dirname "$0")/.."
upgrade=0 options=()
if [ "${1:-}" = "--upgrade" ]; then upgrade=1 options=(--upgrade); fi

tools=.venv-tools
if [ ! -x "$tools/bin/pip-compile" ]; then
  python3 -m venv "$tools"
  "$tools/bin/python" -m pip install -q --disable-pip-version-check "pip-tools>=7.4,<8" 2>&1 \
    | grep -v "^WARNING: Location 'file:" || true
fi

compile() {  # compile <lock> [pip-compile options]
  local out=$1; shift
  "$tools/bin/pip-compile" -q --generate-hashes --strip-extras --allow-unsafe --no-emit-index-url \
    --no-emit-find-links "${options[@]}" -o "$out" "$@" pyproject.toml \
    2>&1 | grep -v "^WARNING: Location 'file:" || true
}

backup=$(mktemp -d)
cp requirements/run.txt requirements/test.txt "$backup/" 2>/dev/null || true
compile requirements/run.txt
compile requirements/test.txt --extra test
git --no-pager diff --stat -- requirements/ 2>/dev/null || true

if [ "$upgrade" = 1 ]; then
  echo "== The whole suite on the upgraded lock"
  if ! bash scripts/test.sh; then
    cp "$backup"/*.txt requirements/
    echo "The suite failed on the upgraded lock: the previous locks are restored." >&2
    exit 1
  fi
fi
echo "Locks written: requirements/run.txt, requirements/test.txt (commit them with pyproject.toml)."
