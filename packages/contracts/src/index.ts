export * from './envelope';
export * from './error-codes';
export * from './languages';
export * from './settings';
export * from './settings-api';
export * from './system';
export * from './staff';
export * from './audit';
