import type { BoLedgerViolation } from '@gp/contracts';

const accountKinds = [
  'player_main',
  'player_vendor',
  'player_withdrawal_hold',
  'agent_main',
  'house_game',
  'house_payment',
  'house_bonus',
  'house_commission',
  'house_adjustment',
];

/** The translation key of a ledger account kind; an unknown kind falls back to its code. */
export const accountKindLabelKey = (kind: string): string => (accountKinds.includes(kind) ? `accountKind.${kind}` : kind);

/** Which row a violation is about, as ids staff can look up: journal, account, leg. */
export const violationSubject = (v: Pick<BoLedgerViolation, 'journalId' | 'accountId' | 'legId'>): string =>
  [
    v.journalId === null ? null : `journal #${v.journalId}`,
    v.accountId === null ? null : `account #${v.accountId}`,
    v.legId === null ? null : `leg #${v.legId}`,
  ]
    .filter(Boolean)
    .join(' · ');
