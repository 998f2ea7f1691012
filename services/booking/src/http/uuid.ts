const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid column as an SQL error). */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
