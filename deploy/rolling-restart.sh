#!/usr/bin/env bash
# Espelho — restarts every espelho@PORT unit one at a time without a failed request (docs/deployment.md,
# "Atualizar"; decision 0044). As root, on the machine running nginx and the units. For each process:
#   1. systemctl restart: SIGTERM makes the process close its listening socket at once (nginx passes
#      new connections to the others: a refused connection is retried for every method), answer
#      what still reaches it with `Connection: close`, and exit once nginx has closed its idle
#      keep-alive connections to it (SHUTDOWN_DRAIN_SECONDS at most); then it starts again;
#   2. wait for its /readyz;
#   3. wait nginx's fail_timeout, so nginx sends to it again before the next one stops.
# nginx is NOT reloaded: a reload closes the visitors' idle keep-alive connections, and a request a
# client was writing on one at that instant fails. The same steps as `npm run cluster:restart`,
# which the load-and-fault proof runs under load (tests/load/cluster.test.ts).
set -euo pipefail
FAIL_TIMEOUT_SECONDS=5 # fail_timeout in /etc/nginx/espelho-upstream.conf
mapfile -t ports < <(systemctl list-units --plain --no-legend --state=active 'espelho@*.service' | awk '{print $1}' | sed -E 's/^espelho@([0-9]+)\.service$/\1/' | sort -n)
if [ "${#ports[@]}" -eq 0 ]; then echo "nenhuma unidade espelho@PORT ativa" >&2; exit 1; fi
if [ "${#ports[@]}" -eq 1 ]; then echo "aviso: um só processo; o site fica fora do ar enquanto ele reinicia" >&2; fi

ready() {
  for _ in $(seq 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$1/readyz" && return 0
    sleep 0.5
  done
  return 1
}

for port in "${ports[@]}"; do
  echo "espelho@$port: SIGTERM; termina o que está em andamento e sai"
  started=$(date +%s)
  systemctl restart "espelho@$port"
  if ! ready "$port"; then
    echo "espelho@$port não ficou pronto em 60 s (journalctl -u espelho@$port); os outros continuam atendendo" >&2
    exit 1
  fi
  sleep $((FAIL_TIMEOUT_SECONDS + 1))
  echo "espelho@$port: pronto e de volta ao nginx ($(($(date +%s) - started)) s)"
done
echo "todos os ${#ports[@]} processos reiniciados"
