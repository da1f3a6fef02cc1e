/** Ledger tables (DESIGN.md section 4); filled in by the ledger migration. */
export type LedgerTables = Record<never, never>;
