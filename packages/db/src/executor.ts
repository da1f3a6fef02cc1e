import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** What every repository takes: the database, or the transaction it must run inside. */
export type Executor = Kysely<DB> | Transaction<DB>;
