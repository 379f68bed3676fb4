#!/usr/bin/env bash
# Rebuild the question editor's bundle, static/questions/scenario-editor.js (committed: the site needs no Node).
# Sources: static/questions/src/ (editor.js is the entry). Needs Node 18+ and npm; installs the exact versions of
# package-lock.json into node_modules/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
node static/questions/src/build.mjs
