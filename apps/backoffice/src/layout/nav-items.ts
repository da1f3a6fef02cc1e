import type { StaffRole } from '@gp/contracts';
import { canReadAudit, canReadSettings } from '../auth/permissions';
import { testIds } from '../test-ids';

export type NavPath = '/status' | '/region' | '/merchant' | '/whitelabel' | '/site' | '/audit';

export type NavItem = { to: NavPath; labelKey: string; testId: string; visible: (roles: readonly StaffRole[]) => boolean };

/** The staff menu in order; an entry shows only to roles that may open its screen. */
export const navItems: NavItem[] = [
  { to: '/status', labelKey: 'nav.status', testId: testIds.nav.status, visible: canReadSettings },
  { to: '/region', labelKey: 'nav.region', testId: testIds.nav.region, visible: canReadSettings },
  { to: '/merchant', labelKey: 'nav.merchant', testId: testIds.nav.merchant, visible: canReadSettings },
  { to: '/whitelabel', labelKey: 'nav.whitelabel', testId: testIds.nav.whitelabel, visible: canReadSettings },
  { to: '/site', labelKey: 'nav.site', testId: testIds.nav.site, visible: canReadSettings },
  { to: '/audit', labelKey: 'nav.audit', testId: testIds.nav.audit, visible: canReadAudit },
];

export const visibleNavItems = (roles: readonly StaffRole[]) => navItems.filter((item) => item.visible(roles));
