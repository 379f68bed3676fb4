#!/usr/bin/env bash
# Start the Desk on embedded defaults (SQLite, kombu's filesystem broker): install, migrate, import the rules
# corpus and the card data, then run the web server, a Celery worker and Celery beat (the sweep that re-enqueues
# questions a broker outage or a dead worker lost). Ctrl-C stops them all.
#   bash scripts/run.sh [CORPUS_DIR]     (default: $DESK_CORPUS_DIR or ../shared/corpus)
set -euo pipefail
source "$(dirname "$0")/_env.sh"

corpus=${1:-${DESK_CORPUS_DIR:-../shared/corpus}}
port=${PORT:-8000}

python manage.py migrate --noinput
python manage.py import_rules "$corpus"
python manage.py import_cards  # DESK_CARDDATA_DIR (../shared/carddata) and the ChiAxis demo set
python manage.py collectstatic --noinput -v0

celery -A config worker --loglevel=warning --concurrency=1 &
worker=$!
celery -A config beat --loglevel=warning &
beat=$!
python manage.py runserver "127.0.0.1:$port" --noreload &
web=$!
trap 'kill "$worker" "$beat" "$web" 2>/dev/null; wait 2>/dev/null; echo "Stopped."' INT TERM EXIT

echo
echo "Rules Desk is running at http://127.0.0.1:$port/  (Celery worker pid $worker, beat pid $beat). Ctrl-C stops all."
wait -n "$worker" "$beat" "$web"
