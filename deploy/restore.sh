#!/bin/sh
# Restores a backup made by backup.sh: the database (every table of every schema in the dump is
# dropped and recreated) and the uploads directory (emptied, then unpacked with the owners and
# modes it had). Stop the app containers first (`docker compose stop` except postgres), start them
# after: docs/operations.md, "Restore".
#
#   restore.sh <backup directory>
# Environment: DATABASE_URL, UPLOADS_DIR (default /data/uploads). Run it as root (the compose
# `backup` service does) so the files keep their owner (uid 1000, the image's `node`).
set -eu
: "${DATABASE_URL:?set DATABASE_URL}"
UPLOADS_DIR="${UPLOADS_DIR:-/data/uploads}"
from="${1:?usage: restore.sh <backup directory>}"

# Nothing is touched unless both parts are there and intact.
(cd "$from" && sha256sum -c SHA256SUMS >/dev/null) || {
  echo "restore: $from is incomplete or damaged (SHA256SUMS does not match); nothing restored" >&2
  exit 1
}

pg_restore --clean --if-exists --no-owner --no-privileges --exit-on-error \
  --single-transaction --dbname="$DATABASE_URL" "$from/database.dump"

mkdir -p "$UPLOADS_DIR"
find "$UPLOADS_DIR" -mindepth 1 -delete
tar -C "$UPLOADS_DIR" -xpf "$from/uploads.tar"
echo "restore: database and uploads restored from $from" >&2
