/** Tables of migration 2026_11_21_0013_player_protection. */
// eslint-disable-next-line @typescript-eslint/ban-types -- filled in by the migration's owner
export type ProtectionTables = {};
