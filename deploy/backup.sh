#!/usr/bin/env bash
# Espelho — nightly PostgreSQL backup (docs/deployment.md, "Backups"). Run by espelho-backup.timer.
#   DATABASE_URL   the database to dump (from /etc/espelho/espelho.env)
#   BACKUP_DIR     where dumps go (default /var/backups/espelho)
#   BACKUP_KEEP_DAYS  dumps older than this are deleted (default 14)
# One custom-format dump per run (pg_dump -Fc: compressed, restorable table by table), written to
# a temporary name and renamed only when complete, so a half-written file is never taken for a backup.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL não definida}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/espelho}"
BACKUP_KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y-%m-%dT%H%M%SZ)"
target="$BACKUP_DIR/espelho-$stamp.dump"
pg_dump --format=custom --no-owner --no-privileges --file="$target.partial" "$DATABASE_URL"
# A dump that pg_restore cannot list is not a backup.
pg_restore --list "$target.partial" > /dev/null
mv "$target.partial" "$target"
find "$BACKUP_DIR" -name 'espelho-*.dump' -mtime +"$BACKUP_KEEP_DAYS" -delete
echo "backup: $target ($(du -h "$target" | cut -f1))"
