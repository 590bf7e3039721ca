#!/usr/bin/env bash
# Waits until Postgres accepts connections.
for _ in $(seq 1 30); do
  if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then echo ready; exit 0; fi
  sleep 1
done
echo "Postgres did not start" >&2
exit 1
