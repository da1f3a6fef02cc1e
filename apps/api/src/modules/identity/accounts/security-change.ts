import { languages } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { fallbackTag, type CatalogTag } from '@gp/i18n';
import { translate } from '@gp/i18n/server';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { addMemberNotice } from '../../engagement/notices';
import type { Mailer } from './account-ports';
import { findMemberContact } from './members.repository';

type SecurityChange = 'password' | 'mobile' | 'email' | 'totp' | 'social_link' | 'payment_password' | 'payee';
type SecurityAction = 'added' | 'changed' | 'removed';
export type MobileNumber = { countryDialingCode: string; mobileNum: string };

export type SecurityChangeInput = {
  memberId: bigint;
  change: SecurityChange;
  action: SecurityAction;
  /** The member themself, or staff acting on the account. */
  actor: Actor;
  /** Extra audit facts, never a secret (e.g. the provider of a social link, a bank account id). */
  details?: Record<string, string | number>;
  /**
   * What the member sees of the new value, already masked (`maskMobile`, `maskEmail`, a bank
   * account number's last four digits); the notice and the message never carry a new address or number in full.
   */
  masked?: string;
  /** The email before an email change (null: there was none). Left out, the current one is the old one. */
  oldEmail?: string | null;
  /** The mobile before a mobile change (null: there was none). Left out, the current one is the old one. */
  oldMobile?: MobileNumber | null;
  /** The language of the message when the member has none saved (the caller's). */
  language?: CatalogTag;
};

/** The one message to send after commit; null when the member has no channel to reach. */
export type PendingSecurityMail = {
  message: { channel: 'sms' | 'email'; to: string; subject?: string; body: string; memberId: bigint; countryCallingCode?: string } | null;
};

/** The member acting on their own account. */
export const memberActor = (member: { id: bigint; account: string }, ip: string | null): Actor => ({
  type: 'member',
  id: String(member.id),
  name: member.account,
  ip,
});

const maskMiddle = (value: string, keepStart: number, keepEnd: number) =>
  value.length <= keepStart + keepEnd
    ? '*'.repeat(value.length)
    : `${value.slice(0, keepStart)}${'*'.repeat(value.length - keepStart - keepEnd)}${value.slice(value.length - keepEnd)}`;

/** "+91 ********12": enough for the member to recognise the number, not enough to learn it. */
export const maskMobile = (mobile: MobileNumber): string => `+${mobile.countryDialingCode.replace(/^\+/, '')} ${maskMiddle(mobile.mobileNum, 0, 2)}`;

/** "a****@example.com". */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskMiddle(email, 1, 0);
  return `${maskMiddle(email.slice(0, at), 1, 0)}${email.slice(at)}`;
};

const tagOf = (code: string | null, fallback: CatalogTag | undefined): CatalogTag => languages.find((l) => l.code === code)?.tag ?? fallback ?? fallbackTag;

/**
 * Where the member hears of the change: the channel the change did not just take over. An email
 * change goes to the old email, a mobile change to the old mobile; with no old one there (first
 * binding), or for any other change, the current email, else the current mobile.
 */
const oldChannelOf = (
  input: SecurityChangeInput,
  current: { email: string | null; country_dialing_code: string | null; mobile_num: string | null },
): { channel: 'email'; to: string } | { channel: 'sms'; to: string; countryCallingCode: string } | null => {
  const currentMobile =
    current.country_dialing_code && current.mobile_num ? { countryDialingCode: current.country_dialing_code, mobileNum: current.mobile_num } : null;
  const email = input.change === 'email' && input.oldEmail !== undefined ? input.oldEmail : current.email;
  const mobile = input.change === 'mobile' && input.oldMobile !== undefined ? input.oldMobile : currentMobile;
  const sms = (m: MobileNumber) => {
    const dialing = m.countryDialingCode.replace(/^\+/, '');
    return { channel: 'sms' as const, to: `+${dialing}${m.mobileNum}`, countryCallingCode: dialing };
  };
  if (input.change === 'mobile' && mobile) return sms(mobile);
  if (email) return { channel: 'email', to: email };
  // A first email falls back to the mobile, a first mobile (no old one) to the email.
  return mobile ? sms(mobile) : null;
};

/**
 * Records one security change of a member inside the caller's transaction: a member notice (the
 * inbox) and an audit entry, which commit or fail with the change itself. Answers the message for
 * the old channel, which the caller hands to `sendSecurityMail` after commit: the messaging
 * service must never run inside a transaction (a slow provider would hold the connection).
 */
export const recordSecurityChange = async (trx: Executor, audit: AuditService, input: SecurityChangeInput): Promise<PendingSecurityMail> => {
  const member = await findMemberContact(trx, input.memberId);
  const detail = input.masked ?? '';
  await addMemberNotice(trx, {
    memberId: input.memberId,
    kind: 'security_changed',
    params: { change: input.change, action: input.action, ...(detail ? { detail } : {}) },
  });
  await audit.append(trx, input.actor, `member.security.${input.change}.${input.action}`, member.account, {
    memberId: String(input.memberId),
    ...input.details,
  });

  const target = oldChannelOf(input, member);
  if (!target) return { message: null };
  const tag = tagOf(member.language, input.language);
  const params = {
    account: member.account,
    item: translate(tag, 'site', `security.item.${input.change}`),
    action: translate(tag, 'site', `security.action.${input.action}`),
    detail: detail ? ` (${detail})` : '',
    time: new Date().toISOString().slice(0, 16).replace('T', ' '),
  };
  const body = translate(tag, 'site', 'security.body', params);
  if (target.channel === 'sms')
    return { message: { channel: 'sms', to: target.to, body, memberId: input.memberId, countryCallingCode: target.countryCallingCode } };
  return { message: { channel: 'email', to: target.to, subject: translate(tag, 'site', 'security.subject'), body, memberId: input.memberId } };
};

/**
 * Sends what `recordSecurityChange` answered; call after the transaction committed. Never throws:
 * the change is done and recorded, so a failed send is logged (without the address) and the caller
 * carries on. The outbox row keeps a provider's refusal.
 */
export const sendSecurityMail = async (mailer: Mailer, pending: PendingSecurityMail, onError: (error: unknown) => void = logSendFailure): Promise<void> => {
  if (!pending.message) return;
  try {
    await mailer.send(pending.message);
  } catch (error) {
    onError(error);
  }
};

const logSendFailure = (error: unknown) => {
  console.error('security change message not sent', error instanceof Error ? error.name : 'unknown error');
};
