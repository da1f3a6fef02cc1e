import { createHash } from 'node:crypto';
import type { ReferralClickResult, ReferralLink, ReferralLinkList, ReferralOverview } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { newReferralCode, normalisedCode, registerPathOf } from './referral-codes';
import {
  countLabelledLinks,
  findDefaultLink,
  findLinkByCode,
  findLinkByLabel,
  findMemberLink,
  findSettings,
  insertDefaultLink,
  insertLink,
  insertReferral,
  linksWithFigures,
  lockMemberLinks,
  memberRewards,
  recordClick,
  renameLink,
  type LinkFiguresRow,
  type ReferralSettingsRow,
} from './referral.repository';

const linkOut = (row: LinkFiguresRow): ReferralLink => ({
  id: Number(row.id),
  code: row.code,
  label: row.label,
  isDefault: row.is_default,
  createdAt: row.created_at.toISOString(),
  clicks: Number(row.clicks),
  registrations: Number(row.registrations),
  firstDeposits: Number(row.first_deposits),
  rewards: Number(row.rewards),
});

export const termsOf = (s: ReferralSettingsRow): ReferralOverview['terms'] => ({
  firstDeposit: s.first_deposit_amount > 0n ? { amount: Number(s.first_deposit_amount), minDeposit: Number(s.first_deposit_min) } : null,
  validBets: s.valid_bets_amount > 0n ? { amount: Number(s.valid_bets_amount), figure: Number(s.valid_bets_figure) } : null,
});

/** Whether the referral programme is on: on, with a promotion to pay from. */
export const referralProgrammeOn = async (db: Executor): Promise<boolean> => {
  const s = await findSettings(db);
  return s.enabled && s.promotion_id !== null;
};

/** Retries a code drawn twice (about one in a trillion) instead of failing the request. */
const withFreshCode = async <T>(insert: (code: string) => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insert(newReferralCode());
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error) || !String((error as { constraint?: string }).constraint ?? '').includes('code')) throw error;
    }
  }
};

/**
 * Binds a new member to the member whose code (default or link) they registered with, in the
 * registration's transaction. An unknown code, or one of the new member's own, binds nothing and
 * never blocks the registration.
 */
export const bindReferral = async (trx: Executor, input: { refereeId: bigint; code: string | null | undefined }): Promise<boolean> => {
  const code = normalisedCode(input.code);
  if (!code) return false;
  const link = await findLinkByCode(trx, code);
  if (!link || link.member_id === input.refereeId) return false;
  await insertReferral(trx, { refereeId: input.refereeId, referrerId: link.member_id, linkId: link.id });
  return true;
};

/** The member's side of the programme: code, link and QR, labelled links with their figures, clicks. */
export const createReferralService = (db: Kysely<DB>, deps: { now?: () => Date } = {}) => {
  const now = deps.now ?? (() => new Date());

  const defaultLink = async (memberId: bigint) =>
    (await findDefaultLink(db, memberId)) ?? (await withFreshCode((code) => insertDefaultLink(db, memberId, code)));

  const overview = async (member: MemberPrincipal): Promise<ReferralOverview> => {
    const link = await defaultLink(member.id);
    if (!link) throw new AppError('CONFLICT');
    const [settings, links, rewards] = await Promise.all([findSettings(db), linksWithFigures(db, member.id), memberRewards(db, member.id, 50)]);
    const sum = (pick: (l: LinkFiguresRow) => string) => links.reduce((total, l) => total + Number(pick(l)), 0);
    return {
      enabled: settings.enabled && settings.promotion_id !== null,
      code: link.code,
      registerPath: registerPathOf(link.code),
      terms: termsOf(settings),
      linkLimit: settings.link_limit,
      totals: {
        clicks: sum((l) => l.clicks),
        registrations: sum((l) => l.registrations),
        firstDeposits: sum((l) => l.first_deposits),
        rewards: sum((l) => l.rewards),
      },
      rewards: rewards.map((r) => ({
        id: Number(r.id),
        refereeAccount: r.referee_account,
        rule: r.rule,
        amount: Number(r.amount),
        status: r.status,
        createdAt: r.created_at.toISOString(),
      })),
    };
  };

  const links = async (member: MemberPrincipal): Promise<ReferralLinkList> => {
    await defaultLink(member.id);
    const [settings, rows] = await Promise.all([findSettings(db), linksWithFigures(db, member.id)]);
    return { list: rows.map(linkOut), limit: settings.link_limit };
  };

  const oneLink = async (member: MemberPrincipal, id: number): Promise<ReferralLink> => {
    const [row] = await linksWithFigures(db, member.id, BigInt(id));
    // Another member's link answers as no link at all: its existence is not told.
    if (!row) throw new AppError('REFERRAL_LINK_NOT_FOUND', { details: { id } });
    return linkOut(row);
  };

  /** A new labelled link; the same label again answers the link that has it. */
  const createLink = async (member: MemberPrincipal, label: string): Promise<ReferralLink> => {
    await defaultLink(member.id);
    const { link_limit: limit } = await findSettings(db);
    const id = await db.transaction().execute(async (trx) => {
      await lockMemberLinks(trx, member.id);
      const same = await findLinkByLabel(trx, member.id, label);
      if (same) return same.id;
      if ((await countLabelledLinks(trx, member.id)) >= limit) throw new AppError('REFERRAL_LINK_LIMIT', { details: { limit } });
      return (await withFreshCode((code) => insertLink(trx, member.id, code, label))).id;
    });
    return oneLink(member, Number(id));
  };

  const relabel = async (member: MemberPrincipal, id: number, label: string): Promise<ReferralLink> => {
    const link = await findMemberLink(db, member.id, BigInt(id));
    if (!link) throw new AppError('REFERRAL_LINK_NOT_FOUND', { details: { id } });
    if (link.is_default) throw new AppError('VALIDATION_ERROR', { details: { field: 'id', reason: 'the default link has no label' } });
    const same = await findLinkByLabel(db, member.id, label);
    if (same && same.id !== link.id) throw new AppError('VALIDATION_ERROR', { details: { field: 'label', reason: 'taken' } });
    await renameLink(db, link.id, label);
    return oneLink(member, id);
  };

  /** A visit of /register?referralCode=: counted once per link, visitor and UTC day. */
  const click = async (code: string, caller: CallerContext): Promise<ReferralClickResult> => {
    const link = await findLinkByCode(db, code);
    if (!link) return { valid: false };
    const day = now().toISOString().slice(0, 10);
    const visitor = createHash('sha256')
      .update(`${caller.deviceId ?? ''}|${caller.ip}|${caller.userAgent ?? ''}`)
      .digest('hex');
    await recordClick(db, link.id, day, visitor);
    return { valid: true };
  };

  return { overview, links, oneLink, createLink, relabel, click };
};

export type ReferralService = ReturnType<typeof createReferralService>;
