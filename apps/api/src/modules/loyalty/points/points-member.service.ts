import { pointRateSources, POINT_RATE_BASE_MINOR, type PointBalance, type PointConfig, type PointDetailsPage, type PointDetailsQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { pageOf } from '../../../lib/page';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberRecord } from '../../identity/accounts';
import { resolvePeriod } from '../../money/records';
import { effectiveRates } from './point-rates';
import { listPointRateRows } from './point-rates.repository';
import { toPointRates } from './point-rates.service';
import { toPointDetail } from './points-details.mapper';
import { countPointEntries, listPointEntries, type PointEntryRow } from './points-details.repository';
import { pointsBalanceOf } from './post-points';

/**
 * The current status of a member's redemptions by id, from the points mall (wired in services.ts: the
 * mall posts points, so points cannot import the mall). A redeem entry's own details keep the status
 * at the moment of the debit; the page shows where the redemption is now.
 */
export type RedemptionStatusLookup = (memberId: bigint, redemptionIds: readonly bigint[]) => Promise<Map<bigint, string>>;

const REDEEM_KEY = /^redeem:(\d{1,18})$/;

const redemptionIdOf = (row: PointEntryRow): bigint | null => {
  const match = row.source === 'redeem' ? REDEEM_KEY.exec(row.source_key) : null;
  return match?.[1] ? BigInt(match[1]) : null;
};

/** The member's points pages: balance, rules (rates), details. */
export const createPointsMemberService = (db: Kysely<DB>, deps: { redemptionStatuses?: RedemptionStatusLookup } = {}) => {
  const balance = async (member: MemberPrincipal): Promise<PointBalance> => {
    const points = await pointsBalanceOf(db, member.id);
    return { balance: Number(points.balance), earned: Number(points.earned), spent: Number(points.spent) };
  };

  const config = async (member: MemberPrincipal): Promise<PointConfig> => {
    const [record, rows] = await Promise.all([findMemberRecord(db, member.id), listPointRateRows(db)]);
    const vipLevel = record?.vip_level ?? 0;
    const mine = effectiveRates(rows, vipLevel);
    return {
      vipLevel,
      myRates: pointRateSources.map((source) => ({ source, pointsBp: mine[source] })),
      rates: toPointRates(rows),
      rateBaseMinor: POINT_RATE_BASE_MINOR,
      neverExpire: true,
    };
  };

  const details = async (member: MemberPrincipal, query: PointDetailsQuery): Promise<PointDetailsPage> => {
    const period = resolvePeriod(query);
    const filter = { memberId: member.id, from: period.from, to: period.to, source: query.source };
    const [total, rows] = await Promise.all([countPointEntries(db, filter), listPointEntries(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize)]);
    const redemptionIds = rows.flatMap((row) => redemptionIdOf(row) ?? []);
    const statuses = deps.redemptionStatuses && redemptionIds.length > 0 ? await deps.redemptionStatuses(member.id, redemptionIds) : new Map<bigint, string>();
    return pageOf(
      rows.map((row) => {
        const detail = toPointDetail(row);
        const id = redemptionIdOf(row);
        const now = id === null ? undefined : statuses.get(id);
        return now === undefined ? detail : { ...detail, status: now };
      }),
      total,
      query,
    );
  };

  return { balance, config, details };
};

export type PointsMemberService = ReturnType<typeof createPointsMemberService>;
