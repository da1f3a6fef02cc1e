import type { InviteCodes } from '../../identity/accounts';
import { countInviteRegistration, findEnabledInviteLink } from './invite-links.repository';

/** The invitation links as registration reads them, handed to the account services when they are wired. */
export const inviteCodes: InviteCodes = { findEnabled: findEnabledInviteLink, countRegistration: countInviteRegistration };
