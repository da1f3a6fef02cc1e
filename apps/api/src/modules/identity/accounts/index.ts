// The accounts module's public surface: other modules import only what this file exports.
export type { CodeVerification, InviteCodes, Mailer } from './account-ports';
export { createAccountFreezeService } from './account-freeze.service';
export type { AccountFreezeService } from './account-freeze.service';
export { accountsFeature } from './accounts.feature';
export { createAccountServices } from './accounts.wiring';
export { memberKind } from './member-kind';
export { resolveMember, toMemberSummary } from './member-lookup';
export type { MemberSessionsService } from './member-sessions.service';
export type { MemberRow } from './members.repository';
export type { MemberSummaryRow } from './members-admin.repository';
export { createMembersAdminService } from './members-admin.service';
export { verifyPaymentPassword } from './payment-password-guard';
export { maskedTargets } from './second-factor';
export { memberActor, recordSecurityChange, sendSecurityMail } from './security-change';
export { checkSessionCode, checkSessionPassword } from './session-password-guard';
export type { AgentOpenedAccounts } from './agent-opened-accounts';
export { findMemberRecord, isAffiliateCodeTaken, lockMemberRecord, memberRecordOf, spendTotpStep } from './member-records';
export { countMembersRegisteredOn } from './member-figures.repository';
