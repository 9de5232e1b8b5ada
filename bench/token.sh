#!/usr/bin/env bash
# Prints an access token for a demo user, obtained through the real sign-in:
# /authorize -> login form (CSRF) -> code -> /token with PKCE. Usage: token.sh [username]
set -euo pipefail
user="${1:-employee}"
idp="${KADRY_IDENTITY_ISSUER:-http://localhost:8081}"
app="${KADRY_PUBLIC_URL:-http://localhost:8080}"
jar="$(mktemp)"; trap 'rm -f "$jar"' EXIT
verifier="$(head -c 48 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n' | head -c 64)"
challenge="$(printf '%s' "$verifier" | openssl dgst -sha256 -binary | base64 | tr '+/' '-_' | tr -d '=\n')"
redirect="$app/auth/oidc-callback"
login="$(curl -s -o /dev/null -w '%{redirect_url}' -c "$jar" -G "$idp/authorize" \
  --data-urlencode client_id=kadry-web --data-urlencode "redirect_uri=$redirect" \
  --data-urlencode response_type=code --data-urlencode 'scope=openid profile absences' \
  --data-urlencode "code_challenge=$challenge" --data-urlencode code_challenge_method=S256 \
  --data-urlencode state=bench)"
page="$(curl -s -b "$jar" -c "$jar" "$login")"
req="$(grep -o 'name="req" value="[^"]*"' <<<"$page" | cut -d'"' -f4)"
csrf="$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | cut -d'"' -f4)"
back="$(curl -s -o /dev/null -w '%{redirect_url}' -b "$jar" -c "$jar" "$idp/login" \
  --data-urlencode "req=$req" --data-urlencode "csrf=$csrf" --data-urlencode "username=$user" \
  --data-urlencode 'password=Kadry2026!')"
code="$(grep -o 'code=[^&]*' <<<"$back" | cut -d= -f2)"
[ -n "$code" ] || { echo "sign-in failed for $user" >&2; exit 1; }
curl -s "$idp/token" --data-urlencode grant_type=authorization_code \
  --data-urlencode client_id=kadry-web --data-urlencode "code=$code" \
  --data-urlencode "code_verifier=$verifier" --data-urlencode "redirect_uri=$redirect" |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])'
