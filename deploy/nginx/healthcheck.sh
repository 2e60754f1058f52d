#!/bin/sh
# Docker HEALTHCHECK of a KonfliktKompass app image: nginx answers and the files the
# federation needs are served: index.html and runtime-config.json (shell), or
# mf-manifest.json and remoteEntry.js (remote; production remotes have no page of their own).
set -eu
# No wget -T: HEALTHCHECK --timeout bounds the check (and -T crashes some busybox builds).
base="http://127.0.0.1:${NGINX_PORT:-80}"
html_dir="${KK_HTML_DIR:-/usr/share/nginx/html}"
get() { wget -q -O /dev/null "$base$1" || { echo "unhealthy: GET $1 failed" >&2; exit 1; }; }

if [ -f "$html_dir/remoteEntry.js" ]; then
  get /mf-manifest.json
  get /remoteEntry.js
else
  get /index.html
  get /runtime-config.json
fi
