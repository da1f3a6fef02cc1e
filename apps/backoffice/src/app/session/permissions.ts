import type { SettingsKey, StaffRole } from '@gp/contracts';

/** Who may do what, mirrored from the API so the UI hides what would be refused anyway. */
const settingsReaders: readonly StaffRole[] = ['admin', 'operator'];

const settingsWriters: Record<SettingsKey, readonly StaffRole[]> = {
  merchant: ['admin'],
  site: ['admin'],
  whitelabel: ['admin', 'operator'],
  maintenance: ['admin', 'operator'],
  region: ['admin', 'operator'],
  accountSecurity: ['admin'],
  register: ['admin', 'operator'],
  social: ['admin'],
  cashier: ['admin', 'finance'],
  agentContracts: ['admin', 'operator'],
  promotions: ['admin', 'operator'],
};

const auditReaders: readonly StaffRole[] = ['admin', 'operator'];
const auditVerifiers: readonly StaffRole[] = ['admin'];

const hasAny = (roles: readonly StaffRole[], allowed: readonly StaffRole[]) => roles.some((r) => allowed.includes(r));

export const canReadSettings = (roles: readonly StaffRole[], key?: SettingsKey) =>
  hasAny(roles, key === 'cashier' ? [...settingsReaders, 'finance'] : settingsReaders);
export const canWriteSettings = (roles: readonly StaffRole[], key: SettingsKey) => hasAny(roles, settingsWriters[key]);
export const canReadAudit = (roles: readonly StaffRole[]) => hasAny(roles, auditReaders);
export const canVerifyAudit = (roles: readonly StaffRole[]) => hasAny(roles, auditVerifiers);

const contentEditors: readonly StaffRole[] = ['admin', 'content'];
const catalogEditors: readonly StaffRole[] = ['admin', 'operator'];

export const canEditContent = (roles: readonly StaffRole[]) => hasAny(roles, contentEditors);
export const canEditCatalog = (roles: readonly StaffRole[]) => hasAny(roles, catalogEditors);

const outboxReaders: readonly StaffRole[] = ['admin', 'operator', 'support'];
export const canReadOutbox = (roles: readonly StaffRole[]) => hasAny(roles, outboxReaders);

/** Deposits, withdrawals, disputes, adjustments, payment methods and reconciliation (API: staffAccess('finance')). */
const cashierStaff: readonly StaffRole[] = ['admin', 'finance'];
export const canUseCashier = (roles: readonly StaffRole[]) => hasAny(roles, cashierStaff);

/** A member's wallet and ledger: finance, and support answering "where did my money go". */
const memberLookup: readonly StaffRole[] = ['admin', 'finance', 'support'];
export const canLookUpMembers = (roles: readonly StaffRole[]) => hasAny(roles, memberLookup);

/** A member's linked sign-in identities: support (account recovery) and admins (API: staffAccess('support')). */
const socialLinkManagers: readonly StaffRole[] = ['admin', 'support'];
export const canManageSocialLinks = (roles: readonly StaffRole[]) => hasAny(roles, socialLinkManagers);

/** A member's VIP level and country, which promotion rules admit by (API: staffAccess('support', 'operator')). */
const promotionProfileEditors: readonly StaffRole[] = ['admin', 'support', 'operator'];
export const canEditPromotionProfile = (roles: readonly StaffRole[]) => hasAny(roles, promotionProfileEditors);
