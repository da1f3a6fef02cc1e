export * from './fair';
export * from './outcomes';
export * from './plinko-paytables';
export * from './api';
export * from './recompute';
