import type { SecondFactorMethod } from '@gp/contracts';
import type { MemberRow } from './members.repository';

/**
 * The second factors a member has set up, in the order the form offers them. The bank account name
 * only where the operator allows it (`accountSecurity.bankNameSecondFactor`) and the member has no
 * stronger factor: offered beside one, it would be the way round it.
 */
export const availableSecondFactors = (member: MemberRow, bankNameAllowed: boolean): SecondFactorMethod[] => {
  const strong: SecondFactorMethod[] = [
    ...(member.mobile_num ? (['sms'] as const) : []),
    ...(member.email ? (['email'] as const) : []),
    ...(member.totp_secret ? (['totp'] as const) : []),
  ];
  return strong.length === 0 && bankNameAllowed && member.real_name ? ['bankName'] : strong;
};

const maskMiddle = (value: string, keepStart: number, keepEnd: number) =>
  value.length <= keepStart + keepEnd
    ? '*'.repeat(value.length)
    : `${value.slice(0, keepStart)}${'*'.repeat(value.length - keepStart - keepEnd)}${value.slice(value.length - keepEnd)}`;

/** Enough for the member to recognise where a code goes, not enough to learn the address. */
export const maskedTargets = (member: MemberRow): Partial<Record<SecondFactorMethod, string>> => {
  const targets: Partial<Record<SecondFactorMethod, string>> = {};
  if (member.mobile_num) targets.sms = `+${member.country_dialing_code} ${maskMiddle(member.mobile_num, 0, 2)}`;
  if (member.email) {
    const [local = '', domain = ''] = member.email.split('@');
    targets.email = `${maskMiddle(local, 1, 0)}@${domain}`;
  }
  return targets;
};

const normalName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Bank account names compare without regard to case, spacing or Unicode width forms. */
export const sameBankName = (stored: string, answer: string): boolean => normalName(stored) === normalName(answer);
