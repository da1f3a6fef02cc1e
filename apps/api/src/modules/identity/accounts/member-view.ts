import type { MemberInfo, MemberSession, MerchantSettings, AccountSecuritySettings, WhitelabelSettings } from '@gp/contracts';
import { memberKind } from './member-kind';
import type { MemberRow } from './members.repository';

/** `/wps/member/info` for a member row, with the store flags. */
export const memberInfoOf = (member: MemberRow, merchant: MerchantSettings): MemberInfo => {
  const kind = memberKind(member.type, merchant);
  return {
    id: Number(member.id),
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    isLogin: true,
    isAgent: kind === 'agent',
    isTrial: kind === 'trial',
    firstTimeLogin: member.first_login_at === null,
    currencySymbol: merchant.currencySymbol,
    currency: merchant.currency,
    language: member.language,
    showSideMenu: true,
    lastLoginAt: member.last_login_at?.toISOString() ?? null,
    passwordChangeRequired: member.password_is_default,
  };
};

/** A password past its age (when forced expiry is on) or still the default must be changed. */
const passwordState = (member: MemberRow, whitelabel: WhitelabelSettings, security: AccountSecuritySettings, now: Date) => {
  const age = now.getTime() - new Date(member.password_changed_at).getTime();
  const expired = whitelabel.FORCEPASSEXPIRY && age > security.passwordExpiryDays * 86_400_000;
  return { expired, isDefault: member.password_is_default };
};

/** The login answer; SMS and social logins never force a password change. */
export const sessionOf = (
  member: MemberRow,
  session: { token: string; expiresAt: Date },
  method: string,
  settings: { merchant: MerchantSettings; whitelabel: WhitelabelSettings; security: AccountSecuritySettings },
  now: Date,
): MemberSession => {
  const password = passwordState(member, settings.whitelabel, settings.security, now);
  return {
    step: 'done',
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    firstTimeLogin: member.first_login_at === null,
    passwordExpired: password.expired,
    passwordIsDefault: password.isDefault,
    mustChangePassword: (password.expired || password.isDefault) && method !== 'sms' && method !== 'social',
    previousLoginAt: member.last_login_at?.toISOString() ?? null,
    member: memberInfoOf(member, settings.merchant),
  };
};
