export * from './digits';
export * from './draw-structure';
export * from './provinces';
export * from './draw-calendar';
export * from './bet-types';
export * from './payout';
export * from './liability';
export * from './bet-cost';
