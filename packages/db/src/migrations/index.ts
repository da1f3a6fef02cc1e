import * as platform from './2026_11_21_0001_platform';
import * as ledger from './2026_11_21_0002_ledger';
import * as catalog from './2026_11_21_0003_catalog';

/** Every migration, by its timestamped name; Kysely runs them in name order. */
export const migrations = {
  '2026_11_21_0001_platform': platform,
  '2026_11_21_0002_ledger': ledger,
  '2026_11_21_0003_catalog': catalog,
};
