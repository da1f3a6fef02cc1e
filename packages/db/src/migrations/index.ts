import * as platform from './2026_11_21_0001_platform';

/** Every migration, by its timestamped name; Kysely runs them in name order. */
export const migrations = {
  '2026_11_21_0001_platform': platform,
};
