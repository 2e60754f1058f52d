#!/bin/sh
# Runs at container start, before nginx (the official nginx image runs every executable
# /docker-entrypoint.d/*.sh in order; 20-envsubst-on-templates.sh renders our server block).
# It turns the environment into the three things that must not be baked into an image:
#
#   shell  : /usr/share/nginx/html/runtime-config.json from REMOTE_*_URL, PREVIEW_ORIGINS, API_URL
#            and ANON_KEY
#            (same shape as shared-build/runtime-config.mjs), and the Content-Security-Policy
#            built from it (same as shellCsp in scripts/lib/stack.mjs);
#   remote : the CORS allowlist (`map $http_origin`) from SHELL_ORIGINS.
#
# So a remote moves, or a preview origin is allowed, by changing env and restarting the
# container; nothing is rebuilt. An invalid value stops the container with a message.
#
# Role: an app whose dist has remoteEntry.js is a remote, otherwise it is the shell
# (override with KK_ROLE=shell|remote). Paths can be overridden for tests (KK_HTML_DIR,
# KK_CONF_DIR, KK_SNIPPET_DIR).
set -eu
set -f # no filename globbing when splitting lists (SHELL_ORIGINS may be '*')

html_dir="${KK_HTML_DIR:-/usr/share/nginx/html}"
conf_dir="${KK_CONF_DIR:-/etc/nginx/conf.d}"
snippet_dir="${KK_SNIPPET_DIR:-/etc/nginx/konfliktkompass}"

log() { echo "konfliktkompass: $*"; }
fail() {
  echo "konfliktkompass: ERROR: $*" >&2
  exit 1
}

if [ -n "${KK_ROLE:-}" ]; then
  role="$KK_ROLE"
elif [ -f "$html_dir/remoteEntry.js" ]; then
  role=remote
else
  role=shell
fi
case "$role" in shell | remote) ;; *) fail "KK_ROLE must be shell or remote, not '$role'" ;; esac

# Splits a comma-separated list into lines, trimming blanks and dropping empty items.
split_list() { printf '%s\n' "${1:-}" | tr ',' '\n' | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e '/^$/d'; }

# The origin of an http(s) URL, normalised as `new URL(url).origin` does for the usual cases:
# lower-case scheme and host, no default port, no path.
origin_of() {
  printf '%s\n' "$1" | sed -E -e 's|^([A-Za-z][A-Za-z0-9+.-]*://[^/?#]+).*$|\1|' | tr 'A-Z' 'a-z' |
    sed -E -e 's|^(http://[^/]+):80$|\1|' -e 's|^(https://[^/]+):443$|\1|'
}

# http(s) URL without characters that would break JSON, a header or the nginx config.
check_url() {
  printf '%s\n' "$2" | grep -Eq '^https?://[^/?#[:space:]"\\;'"'"']+(/[^[:space:]"\\;'"'"']*)?$' ||
    fail "$1 must be an http(s) URL, got '$2'"
}

check_origin() {
  printf '%s\n' "$2" | grep -Eq '^https?://[^/?#[:space:]"\\;'"'"']+/?$' ||
    fail "$1 must list origins like https://host[:port] (no path), got '$2'"
}

write_atomically() { # path, content from stdin
  tmp="$1.tmp.$$"
  cat >"$tmp" && mv "$tmp" "$1"
}

mkdir -p "$snippet_dir" "$conf_dir"

if [ "$role" = shell ]; then
  landing="${REMOTE_LANDING_URL:-http://localhost:3001/mf-manifest.json}"
  chat="${REMOTE_CHAT_URL:-http://localhost:3002/mf-manifest.json}"
  expert="${REMOTE_EXPERT_URL:-http://localhost:3003/mf-manifest.json}"
  results="${REMOTE_RESULTS_URL:-http://localhost:3004/mf-manifest.json}"
  check_url REMOTE_LANDING_URL "$landing"
  check_url REMOTE_CHAT_URL "$chat"
  check_url REMOTE_EXPERT_URL "$expert"
  check_url REMOTE_RESULTS_URL "$results"
  api_url="${API_URL:-http://localhost:54321}"
  api_url="${api_url%/}"
  check_url API_URL "$api_url"
  anon_key="${ANON_KEY:-sb_publishable_konfliktkompass_local_development_key}"
  printf '%s\n' "$anon_key" | grep -Eq '^[A-Za-z0-9._-]+$' || fail "ANON_KEY may hold only letters, digits, '.', '_' and '-'"

  previews=""
  for origin in $(split_list "${PREVIEW_ORIGINS:-}"); do
    check_origin PREVIEW_ORIGINS "$origin"
    previews="$previews $(origin_of "$origin")"
  done

  # runtime-config.json: {"remotes":{...},"previewOrigins":[...],"api":{...}} as runtimeConfigFromEnv.
  json_previews=""
  for origin in $previews; do json_previews="$json_previews${json_previews:+,}\"$origin\""; done
  printf '{"remotes":{"landing":"%s","chat":"%s","expert":"%s","results":"%s"},"previewOrigins":[%s],"api":{"url":"%s","anonKey":"%s"}}\n' \
    "$landing" "$chat" "$expert" "$results" "$json_previews" "$api_url" "$anon_key" | write_atomically "$html_dir/runtime-config.json"
  log "runtime-config.json: $(cat "$html_dir/runtime-config.json")"

  # Code origins: the remotes' origins, then the preview origins, without duplicates (codeOrigins).
  code=$(for url in "$landing" "$chat" "$expert" "$results"; do origin_of "$url"; done
    for origin in $previews; do printf '%s\n' "$origin"; done)
  code=$(printf '%s\n' "$code" | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ $//')
  # Inline scripts the build allows by hash (the snapshot guard of /), as builtScriptHashes.
  hashes=""
  if [ -f "$html_dir/csp-script-hashes.txt" ]; then
    hashes=$(tr -s '[:space:]' ' ' <"$html_dir/csp-script-hashes.txt" | sed -e 's/^ //' -e 's/ $//')
    printf '%s\n' "$hashes" | grep -Eq "^('sha256-[A-Za-z0-9+/=]+' ?)*$" || fail "csp-script-hashes.txt holds something else than sha256 hashes"
  fi
  # Supabase Realtime's WebSocket (/realtime/v1): an http(s) source does not cover ws(s).
  api_socket=$(origin_of "$api_url" | sed -E 's|^http|ws|')
  csp="default-src 'self'; script-src 'self'${hashes:+ $hashes} $code; connect-src 'self' $code $(origin_of "$api_url") $api_socket; img-src 'self' data: blob: $code $(origin_of "$api_url"); style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  # The policy governs pages only, so it goes with HTML (empty, hence omitted, elsewhere).
  printf '# Written at container start by 40-konfliktkompass.sh (shell).\nadd_header Content-Security-Policy $kk_page_csp always;\n' |
    write_atomically "$snippet_dir/app-headers.conf"
  log "Content-Security-Policy: $csp"

  # The shell answers no cross-origin requests; its CSP map lives in the same http-level file.
  printf '# Written at container start by 40-konfliktkompass.sh: the shell sends no CORS headers.\nmap $http_origin $kk_cors_origin {\n    default "";\n}\nmap $kk_page $kk_page_csp {\n    1 "%s";\n    default "";\n}\n' "$csp" |
    write_atomically "$conf_dir/konfliktkompass-cors.conf"
else
  shell_origins="${SHELL_ORIGINS:-http://localhost:3000,http://127.0.0.1:3000}"
  any_origin=no
  entries=""
  for origin in $(split_list "$shell_origins"); do
    if [ "$origin" = '*' ]; then
      any_origin=yes
    else
      check_origin SHELL_ORIGINS "$origin"
      entries="$entries $(origin_of "$origin")"
    fi
  done
  [ "$any_origin" = yes ] || [ -n "$entries" ] || fail "SHELL_ORIGINS is empty: no shell could load this remote"
  {
    echo '# Written at container start by 40-konfliktkompass.sh from SHELL_ORIGINS.'
    echo '# Access-Control-Allow-Origin echoes the request Origin only for these shells.'
    echo 'map $http_origin $kk_cors_origin {'
    if [ "$any_origin" = yes ]; then
      echo '    default "*";'
    else
      echo '    default "";'
      for origin in $entries; do echo "    \"$origin\" \$http_origin;"; done
    fi
    echo '}'
  } | write_atomically "$conf_dir/konfliktkompass-cors.conf"
  printf '# Written at container start by 40-konfliktkompass.sh: remotes add no headers of their own.\n' |
    write_atomically "$snippet_dir/app-headers.conf"
  if [ "$any_origin" = yes ]; then log "CORS allowed for any origin (SHELL_ORIGINS=*)"; else log "CORS allowed for:$entries"; fi
fi

log "configured as $role"
