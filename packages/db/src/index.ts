export * from './create-db';
export * from './executor';
export * from './migrate';
export type * from './schema';
export type * from './schema-ledger';
export type * from './schema-catalog';
export type * from './schema-messaging';
export type * from './schema-bot-check';
export type * from './schema-accounts';
