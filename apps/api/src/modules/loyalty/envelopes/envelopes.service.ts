import type { EnvelopeOpenResult, EnvelopeRainList } from '@gp/contracts';
import type { DB, LoyaltyEnvelopeRainsTable, LoyaltyEnvelopesTable } from '@gp/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { issueBonus } from '../../engagement/promotions';
import { lockMemberRecord } from '../../identity/accounts';
import { assertMayPlay } from '../../money/protection';
import { meetsEligibility, rainIsOpen } from './envelope-eligibility';
import {
  countUnopened,
  findEnvelope,
  findMemberEnvelope,
  findMemberEnvelopes,
  findRain,
  listOpenRains,
  listPendingEnvelopes,
  memberEligibilityFacts,
  settleEnvelope,
  takeEnvelope,
} from './envelopes.repository';

type Rain = Selectable<LoyaltyEnvelopeRainsTable>;
type Envelope = Selectable<LoyaltyEnvelopesTable>;

/**
 * Red-envelope rains, the member's side. Opening takes one unopened envelope row (skip-locked, so
 * racing members take different rows and never more than the rain holds), one per member and rain
 * (the member's row is locked first, and a unique key backs it). The money is paid after that
 * transaction by issueBonus (periodKey `envelope-<rainId>`, idempotent): the envelope stays
 * `pending` until then, and a replay of the open or any later read of the rains pays it under the
 * same key, so a crash in between pays once, later.
 */
export const createEnvelopesService = (db: Kysely<DB>, now: () => Date = () => new Date()) => {
  const pay = async (member: MemberPrincipal, rain: Rain, envelope: Envelope): Promise<Envelope> => {
    if (envelope.payout !== 'pending') return envelope;
    try {
      const paid = await issueBonus(db, {
        promotionId: rain.promotion_id,
        member: { id: member.id, isAgent: member.isAgent },
        periodKey: `envelope-${rain.id}`,
        amount: envelope.amount,
        currency: rain.currency,
        status: 'claimed',
        ...(rain.turnover_multiple_bp === null ? {} : { turnoverMultipleBp: rain.turnover_multiple_bp }),
      });
      return (await settleEnvelope(db, envelope.id, { claimId: paid.claimId })) ?? (await findEnvelope(db, envelope.id));
    } catch (error) {
      // A refusal of the engine (budget spent, self-exclusion since) is final and shown; anything else stays pending and is retried.
      if (!(error instanceof AppError)) throw error;
      return (await settleEnvelope(db, envelope.id, { error: error.code })) ?? (await findEnvelope(db, envelope.id));
    }
  };

  const answer = (rain: Rain, envelope: Envelope, replayed: boolean): EnvelopeOpenResult => ({
    rainId: String(rain.id),
    amount: String(envelope.amount),
    currency: rain.currency,
    openedAt: (envelope.opened_at ?? new Date()).toISOString(),
    payout: envelope.payout,
    replayed,
  });

  const eligible = async (member: MemberPrincipal, rain: Rain) => {
    const facts = await memberEligibilityFacts(db, member.id, rain.eligibility.minDeposit?.days ?? null);
    return meetsEligibility(rain.eligibility, facts);
  };

  const open = async (member: MemberPrincipal, rainId: bigint): Promise<EnvelopeOpenResult> => {
    const rain = await findRain(db, rainId);
    if (!rain) throw new AppError('NOT_FOUND', { details: { rainId: String(rainId) } });
    const earlier = await findMemberEnvelope(db, rain.id, member.id);
    if (earlier) return answer(rain, await pay(member, rain, earlier), true);
    if (!rainIsOpen(rain, now())) throw new AppError('ENVELOPE_RAIN_CLOSED', { details: { rainId: String(rain.id) } });
    if (!(await eligible(member, rain))) throw new AppError('ENVELOPE_NOT_ELIGIBLE', { details: { rainId: String(rain.id) } });
    await assertMayPlay(db, member.id);

    const taken = await db.transaction().execute(async (trx) => {
      // One opener per member at a time: a twin request waits here, then finds the first envelope.
      await lockMemberRecord(trx, member.id);
      const twin = await findMemberEnvelope(trx, rain.id, member.id);
      if (twin) return { envelope: twin, replayed: true };
      const envelope = await takeEnvelope(trx, rain.id, member.id);
      if (!envelope) throw new AppError('ENVELOPES_ALL_OPENED', { details: { rainId: String(rain.id) } });
      return { envelope, replayed: false };
    });
    return answer(rain, await pay(member, rain, taken.envelope), taken.replayed);
  };

  /** The rains open now, with the member's own envelope and how many are left; unpaid envelopes are paid on the way. */
  const openRains = async (member: MemberPrincipal): Promise<EnvelopeRainList> => {
    for (const pending of await listPendingEnvelopes(db, member.id)) {
      const rain = await findRain(db, pending.rain_id);
      if (rain) await pay(member, rain, pending);
    }
    const rains = await listOpenRains(db);
    const ids = rains.map((r) => r.id);
    const [left, mine] = await Promise.all([countUnopened(db, ids), findMemberEnvelopes(db, ids, member.id)]);
    const list = [];
    for (const rain of rains) {
      const own = mine.find((e) => e.rain_id === rain.id);
      list.push({
        id: String(rain.id),
        titles: rain.titles,
        startsAt: rain.starts_at.toISOString(),
        endsAt: rain.ends_at.toISOString(),
        left: left.get(rain.id) ?? 0,
        currency: rain.currency,
        opened: own ? { amount: String(own.amount), openedAt: (own.opened_at ?? rain.starts_at).toISOString() } : null,
        eligible: own ? true : await eligible(member, rain),
      });
    }
    return { list };
  };

  return { open, openRains };
};

export type EnvelopesService = ReturnType<typeof createEnvelopesService>;
