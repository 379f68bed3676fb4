#!/usr/bin/env bash
# Run a command, and start it again whenever it stops, saying so: the Procfile's worker runs under it, so a
# worker that dies (killed, out of memory) comes back while the web server stays up. SIGTERM or SIGINT stops
# the command (waiting for it) and this loop.
#   bash scripts/keep_running.sh COMMAND [ARG ...]
set -u
child=""
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; wait; exit 143' TERM INT
while :; do
  "$@" &
  child=$!
  wait "$child"
  echo "$1 stopped (exit status $?): starting it again in 2 s." >&2
  sleep 2
done
