import { userInfo } from 'node:os';

/**
 * `pg` takes a missing user name from `$USER`, which is unset under some init systems and
 * containers; libpq (psql) uses the OS account instead. Do the same so a URL without a user
 * (the CI default `postgres://127.0.0.1:5432/test`) works everywhere.
 */
export function withDefaultUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.username || process.env.PGUSER) return databaseUrl;
  url.username = encodeURIComponent(userInfo().username);
  return url.toString();
}
