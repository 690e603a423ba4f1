#!/usr/bin/env bash
# Espelho — restores a dump made by deploy/backup.sh into an EMPTY database (docs/deployment.md).
#   deploy/restore.sh /var/backups/espelho/espelho-2026-11-26T030000Z.dump postgres://…/espelho_restaurado
# Never restores over a database that has tables: create a new one, restore, check, then point
# DATABASE_URL at it (or rename databases) while the app processes are stopped.
set -euo pipefail
dump="${1:?uso: restore.sh ARQUIVO.dump URL_DO_BANCO_VAZIO}"
target="${2:?uso: restore.sh ARQUIVO.dump URL_DO_BANCO_VAZIO}"
tables="$(psql "$target" -tAc "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "restore: o banco de destino não está vazio ($tables tabelas); crie um banco novo" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
psql "$target" -tAc "select 'restore: ' || count(*) || ' migrações aplicadas, ' || (select count(*) from users) || ' usuários, ' || (select count(*) from feedback) || ' feedbacks' from drizzle.__drizzle_migrations"
