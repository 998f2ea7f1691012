#!/bin/sh
# Backs up the database and the uploaded documents together, into one directory:
#   $BACKUP_DIR/ssc-<UTC time>/database.dump   pg_dump custom format (every schema of the database)
#   $BACKUP_DIR/ssc-<UTC time>/uploads.tar     the uploads volume, owners and modes kept
#   $BACKUP_DIR/ssc-<UTC time>/SHA256SUMS      checked by restore.sh before it touches anything
# The database is dumped first, then the files: uploads are written once under random names
# before their row commits, so every document a dumped row names is already on disk when the tar
# runs (a file uploaded meanwhile is only an orphan, never a row without its file).
#
# Environment: DATABASE_URL (postgres://…), UPLOADS_DIR (default /data/uploads), BACKUP_DIR
# (default /backups). pg_dump must be of the server's major version or newer. In compose:
#   docker compose --profile ops run --rm backup            (docs/operations.md)
# Prints the backup directory's path on its last line.
set -eu
: "${DATABASE_URL:?set DATABASE_URL}"
UPLOADS_DIR="${UPLOADS_DIR:-/data/uploads}"
BACKUP_DIR="${BACKUP_DIR:-/backups}"
[ -d "$UPLOADS_DIR" ] || { echo "backup: no uploads directory at $UPLOADS_DIR" >&2; exit 1; }

target="$BACKUP_DIR/ssc-$(date -u +%Y%m%dT%H%M%SZ)"
partial="$target.partial"
mkdir -p "$partial"
trap 'rm -rf "$partial"' EXIT

pg_dump --format=custom --no-owner --no-privileges --file="$partial/database.dump" "$DATABASE_URL"
tar -C "$UPLOADS_DIR" -cf "$partial/uploads.tar" .
(cd "$partial" && sha256sum database.dump uploads.tar > SHA256SUMS)

# Only a complete backup gets its final name.
mv "$partial" "$target"
trap - EXIT
echo "backup: database and uploads saved" >&2
echo "$target"
