export * from './create-db';
export * from './executor';
export * from './migrate';
export type * from './schema';
export type * from './schema-ledger';
export type * from './schema-catalog';
