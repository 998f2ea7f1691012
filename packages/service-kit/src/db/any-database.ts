import type { Database } from './database';

/**
 * A database of any service's schema: what a store function takes when it names its tables
 * itself (drizzle's typed relational queries need the schema, the query builder does not).
 */
// biome-ignore lint/suspicious/noExplicitAny: works with any service schema
export type AnyDatabase = Database<any>;
