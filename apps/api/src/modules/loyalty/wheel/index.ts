// The prize wheel module's public surface: other modules import only what this file exports.
export { grantWheelTickets, wheelTicketsOf } from './wheel-tickets';
export type { GrantWheelTicketsInput, PostedTickets } from './wheel-tickets';
