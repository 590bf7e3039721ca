#!/usr/bin/env bash
host=$(echo "$1" | sed -E 's#https?://([^/]+).*#\1#')
echo | openssl s_client -connect "$host:443" -servername "$host" 2>/dev/null \
  | openssl x509 -noout -issuer -subject -dates
