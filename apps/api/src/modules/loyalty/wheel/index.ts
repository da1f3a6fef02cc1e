// The prize wheel module's public surface: other modules import only what this file exports.
export { grantWheelTickets, wheelTicketsOf } from './wheel-tickets';
export type { GrantWheelTicketsInput, PostedTickets } from './wheel-tickets';
export { wheelFeature } from './wheel.feature';
export { createWheelService } from './wheel.service';
export type { WheelService } from './wheel.service';
export { createWheelAdminService } from './wheel-admin.service';
export type { WheelAdminService } from './wheel-admin.service';
export { seedEnvelopesWheel } from './wheel-seed';
