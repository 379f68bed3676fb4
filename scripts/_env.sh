# Shared by run.sh and test.sh: make .venv, install the locked dependency set (requirements/run.txt, or
# requirements/test.txt for the tests) with pip's hash checking, and activate it. The sources run from this
# checkout, so the project itself is not installed. Installs again whenever the lock file changes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lock="requirements/${1:-run}.txt"
stamp=".venv/.installed-$(basename "$lock" .txt)"
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
if [ ! -f "$stamp" ] || [ "$lock" -nt "$stamp" ]; then
  echo "Installing $lock into .venv ..."
  if ! .venv/bin/python -m pip install -q --disable-pip-version-check --require-hashes -r "$lock" >.venv/pip.log 2>&1
  then
    grep -v "^WARNING: Location 'file:" .venv/pip.log >&2  # this machine's pip config names absent mirrors
    exit 1
  fi
  touch "$stamp"
fi
# shellcheck disable=SC1091
source .venv/bin/activate
