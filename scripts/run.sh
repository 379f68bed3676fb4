#!/usr/bin/env bash
# Start the Desk on embedded defaults (SQLite, kombu's filesystem broker): install, migrate, import the rules
# corpus and the card data, then run the web server, a Celery worker and Celery beat (the sweep that re-enqueues
# questions a broker outage or a dead worker lost), as the Procfile lists them, under honcho. Ctrl-C (SIGINT) or
# SIGTERM stops them all within seconds, at any point.
#   bash scripts/run.sh [CORPUS_DIR]     (default: $DESK_CORPUS_DIR or ../shared/corpus)
set -euo pipefail

# A shell started in the background by a script inherits SIGINT ignored, and bash keeps a signal ignored at
# entry ignored whatever it traps: start again with SIGINT's default, so Ctrl-C and `kill -INT` work.
if [ -z "${DESK_RUN_SIGINT_RESET:-}" ]; then
  export DESK_RUN_SIGINT_RESET=1
  exec python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp("bash", ["bash", *sys.argv[1:]])' "$0" "$@"
fi

source "$(dirname "$0")/_env.sh" run

corpus=${1:-${DESK_CORPUS_DIR:-../shared/corpus}}
port=${PORT:-8000}

# Each set-up step runs as a child that the shell waits for, so a signal stops the step at once (bash runs a
# trap only after a foreground child ends). Importing writes in one transaction: a stopped import writes nothing.
step=""
stop() { [ -n "$step" ] && kill -TERM "$step" 2>/dev/null; wait 2>/dev/null; echo "Stopped."; exit "$1"; }
trap 'stop 130' INT
trap 'stop 143' TERM
run_step() { "$@" & step=$!; wait "$step"; step=""; }

run_step python manage.py migrate --noinput
run_step python manage.py import_rules "$corpus"
run_step python manage.py import_cards  # DESK_CARDDATA_DIR (../shared/carddata) and the ChiAxis demo set
run_step python manage.py collectstatic --noinput -v0
trap - INT TERM

echo
echo "Rules Desk is starting at http://127.0.0.1:$port/  (web server, Celery worker and beat). Ctrl-C stops all."
exec honcho --no-colour -f Procfile start --port "$port"
