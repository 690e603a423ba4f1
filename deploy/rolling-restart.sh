#!/usr/bin/env bash
# Espelho — restarts every espelho@PORT unit one at a time without a failed request (docs/deployment.md,
# "Atualizar"). As root, on the machine running nginx and the units. For each process:
#   1. nginx stops sending it requests (`down` in /etc/nginx/espelho-upstream.conf, reload) and the
#      nginx workers of the old configuration finish what they were answering (drain);
#   2. systemctl restart (SIGTERM: the process closes cleanly), then wait for its /readyz;
#   3. it goes back into nginx.
# The same steps as `npm run cluster:restart`, which the load-and-fault proof runs under load.
set -euo pipefail
UPSTREAM=/etc/nginx/espelho-upstream.conf
NGINX_PID_FILE=/run/nginx.pid
mapfile -t ports < <(systemctl list-units --plain --no-legend --state=active 'espelho@*.service' | awk '{print $1}' | sed -E 's/^espelho@([0-9]+)\.service$/\1/' | sort -n)
if [ "${#ports[@]}" -eq 0 ]; then echo "nenhuma unidade espelho@PORT ativa" >&2; exit 1; fi
if [ "${#ports[@]}" -eq 1 ]; then echo "aviso: um só processo; o site fica fora do ar enquanto ele reinicia" >&2; fi

write_upstream() {
  local down="$1"
  {
    echo "upstream espelho_app {"
    for port in "${ports[@]}"; do
      if [ "$port" = "$down" ] && [ "${#ports[@]}" -gt 1 ]; then echo "    server 127.0.0.1:$port down;"
      else echo "    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"; fi
    done
    echo "    keepalive 32;"
    echo "    keepalive_timeout 30s;"
    echo "}"
  } > "$UPSTREAM.new"
  mv "$UPSTREAM.new" "$UPSTREAM"
}

# Reloads nginx and waits until the workers that ran the previous configuration have exited.
reload_and_drain() {
  local master old pid alive
  master="$(cat "$NGINX_PID_FILE")"
  old="$(pgrep -P "$master" || true)"
  nginx -t -q
  nginx -s reload
  for _ in $(seq 600); do
    alive=0
    for pid in $old; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" -eq 0 ] && return 0
    sleep 0.1
  done
  echo "aviso: workers antigos do nginx ainda ativos após 60 s; seguindo" >&2
}

ready() {
  for _ in $(seq 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$1/readyz" && return 0
    sleep 0.5
  done
  return 1
}

for port in "${ports[@]}"; do
  echo "espelho@$port: fora do nginx, esperando terminar o que está em andamento"
  write_upstream "$port"
  reload_and_drain
  echo "espelho@$port: reiniciando"
  systemctl restart "espelho@$port"
  if ! ready "$port"; then
    echo "espelho@$port não ficou pronto em 60 s (journalctl -u espelho@$port); os outros continuam atendendo" >&2
    write_upstream none
    nginx -s reload
    exit 1
  fi
  write_upstream none
  nginx -s reload
  echo "espelho@$port: pronto e de volta ao nginx"
done
echo "todos os ${#ports[@]} processos reiniciados"
