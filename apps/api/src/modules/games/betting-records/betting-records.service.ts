import {
  type BettingMovement,
  type BettingRecordPage,
  type BettingRecordQuery,
  type BettingRound,
  type BettingRoundDetail,
  type BettingWalletCall,
  type LanguageCode,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { pickDisplayName } from '../catalog';
import { pickTranslation } from '../../engagement/content';
import { resolvePeriod } from '../../money/records';
import type { SettingsService } from '../../platform/settings';
import { betDetailsViews } from './bet-details';
import { findMemberRound, listMemberLegs, listRoundCalls, pageRounds, sumRounds, type RoundRow } from './betting-records.repository';

type Names = { language: LanguageCode; defaultLanguage: LanguageCode };

/** The member's result of a round: positive when the member won. */
const profitOf = (bet: bigint, win: bigint, refund: bigint): bigint => win - bet + refund;

const toBettingRound = (row: RoundRow, names: Names): BettingRound => ({
  id: String(row.id),
  roundId: row.round_id,
  vendorCode: row.vendor_code,
  vendorName: pickTranslation(row.vendor_name, row.vendor_names, names.language, names.defaultLanguage),
  gameCode: row.game_code,
  // A round of a game the catalog does not (or no longer) list still shows, under its code.
  gameName: row.game_name === null ? row.game_code : pickDisplayName(row.game_names ?? {}, row.game_name, names.language),
  gameType: row.game_type,
  currency: row.currency,
  betCount: row.bet_count,
  bet: Number(row.bet_amount),
  win: Number(row.win_amount),
  refund: Number(row.refund_amount),
  profit: Number(profitOf(row.bet_amount, row.win_amount, row.refund_amount)),
  status: row.status,
  openedAt: new Date(row.opened_at).toISOString(),
  closedAt: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
  ...betDetailsViews(row.details),
});

/** The status a stored response answered; a response without one is shown as unknown rather than guessed. */
const statusOf = (response: unknown): string => {
  if (typeof response === 'object' && response !== null && 'status' in response && typeof response.status === 'string') return response.status;
  return 'UNKNOWN';
};

const walletOf = (kind: string): BettingMovement['wallet'] =>
  kind === 'player_vendor' ? 'vendor' : kind === 'player_withdrawal_hold' ? 'withdrawal_hold' : 'main';

const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The member's betting record: rounds the vendor wallet API wrote, newest first,
 * and one round's wallet calls and ledger movements. Only the member's own rounds; nothing here writes.
 */
export const createBettingRecordsService = (db: Kysely<DB>, settings: SettingsService) => {
  const list = async (member: MemberPrincipal, query: BettingRecordQuery, language: LanguageCode): Promise<BettingRecordPage> => {
    const period = resolvePeriod(query);
    const merchant = await settings.value('merchant');
    const filter = { memberId: member.id, ...period, gameType: query.gameType, status: query.status };
    const sums = await sumRounds(db, filter);
    const rows = await pageRounds(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
    const names = { language, defaultLanguage: merchant.defaultLanguage };
    return {
      content: rows.map((row) => toBettingRound(row, names)),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pages(sums.n, query.pageSize),
      total: sums.n,
      totals: { bet: Number(sums.bet), win: Number(sums.win), refund: Number(sums.refund), profit: Number(profitOf(sums.bet, sums.win, sums.refund)) },
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  };

  const detail = async (member: MemberPrincipal, id: bigint, language: LanguageCode): Promise<BettingRoundDetail> => {
    const row = await findMemberRound(db, member.id, id);
    // Someone else's round answers exactly as a missing one, so ids cannot be probed.
    if (row === undefined) throw new AppError('GAME_ROUND_NOT_FOUND');
    const merchant = await settings.value('merchant');
    const callRows = await listRoundCalls(db, row.id);
    const calls = callRows.map((c): BettingWalletCall => ({
      platformTxId: String(c.id),
      action: c.action,
      txId: c.tx_id,
      refTxId: c.ref_tx_id,
      amount: Number(c.amount),
      status: statusOf(c.response),
      rolledBack: c.rolled_back_by !== null,
      journalId: c.journal_id === null ? null : String(c.journal_id),
      createdAt: new Date(c.created_at).toISOString(),
    }));
    const journalIds = [...new Set(callRows.flatMap((c) => (c.journal_id === null ? [] : [c.journal_id])))];
    const legs = await listMemberLegs(db, journalIds, { ownerType: member.isAgent ? 'agent' : 'player', ownerId: String(member.id) });
    const movements = legs.map((l): BettingMovement => ({
      id: String(l.id),
      journalId: String(l.journal_id),
      kind: l.kind,
      wallet: walletOf(l.account_kind),
      amount: Number(l.amount),
      balanceAfter: Number(l.balance_after ?? 0n),
      createdAt: new Date(l.created_at).toISOString(),
    }));
    return { round: toBettingRound(row, { language, defaultLanguage: merchant.defaultLanguage }), calls, movements, currencySymbol: merchant.currencySymbol };
  };

  return { list, detail };
};

export type BettingRecordsService = ReturnType<typeof createBettingRecordsService>;
