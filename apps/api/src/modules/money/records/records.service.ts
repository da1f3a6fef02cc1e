import type {
  BonusDetailsPage,
  BonusDetailsQuery,
  PersonalProfit,
  PersonalProfitQuery,
  ProfitFigures,
  TransactionHistoryPage,
  TransactionHistoryQuery,
  TransactionRecord,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { MemberPrincipal } from '../../../lib/member-principal';
import type { SettingsService } from '../../platform/settings';
import { resolvePeriod, type RecordPeriod } from './record-period';
import { countLegs, listRecordAccounts, pageLegs, sumGameLegs, sumLegs } from './records.repository';

type Metadata = Record<string, unknown>;
type AccountInfo = { kind: string; vendorCode: string | null };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A readable reference: the one the posting named, else its order number (deposits, withdrawals), else the journal's idempotency key. */
export const referenceOf = (metadata: Metadata, idempotencyKey: string): string => text(metadata.reference) ?? text(metadata.orderNo) ?? idempotencyKey;

const counterpartyOf = (kind: string, amount: bigint, metadata: Metadata): string | null => {
  if (kind !== 'transfer_upline' && kind !== 'transfer_downline') return null;
  return amount < 0n ? text(metadata.toAccount) : text(metadata.fromAccount);
};

const walletOf = (kind: string): TransactionRecord['wallet'] =>
  kind === 'player_vendor' ? 'vendor' : kind === 'player_withdrawal_hold' ? 'withdrawal_hold' : 'main';

const pages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const zero = (): ProfitFigures => ({ bet: 0, win: 0, refund: 0, profit: 0 });

/** Adds one summed game row (player-side leg amounts: bets negative, wins and refunds positive). */
const addGameSum = (figures: ProfitFigures, kind: string, total: bigint): ProfitFigures => {
  const amount = Number(total);
  const next = { ...figures };
  if (kind === 'game_bet') next.bet -= amount;
  // A resettlement (wallet API v1.1 adjust) corrects what the round paid: signed, it counts as win.
  if (kind === 'game_win' || kind === 'game_adjust') next.win += amount;
  if (kind === 'game_refund') next.refund += amount;
  next.profit = next.win + next.refund - next.bet;
  return next;
};

const gameKinds = ['game_bet', 'game_win', 'game_refund', 'game_adjust'] as const;

/**
 * The member's records, read from the ledger: every movement on the member's own
 * wallets (main or agent main, vendor wallets, withdrawal hold), the profit and loss of play, and
 * bonuses. Nothing here writes.
 */
export const createRecordsService = (db: Kysely<DB>, settings: SettingsService) => {
  const accountsOf = async (member: MemberPrincipal) => {
    const rows = await listRecordAccounts(db, { ownerType: member.isAgent ? 'agent' : 'player', ownerId: String(member.id) });
    return new Map<bigint, AccountInfo>(rows.map((r) => [r.id, { kind: r.kind, vendorCode: r.vendor_code }]));
  };

  const periodOut = (period: RecordPeriod) => ({ from: period.from.toISOString(), to: period.to.toISOString() });

  const transactionHistory = async (member: MemberPrincipal, query: TransactionHistoryQuery): Promise<TransactionHistoryPage> => {
    const period = resolvePeriod(query);
    const accounts = await accountsOf(member);
    const filter = { accountIds: [...accounts.keys()], ...period, kinds: query.type ? [query.type] : undefined };
    const total = await countLegs(db, filter);
    const rows = await pageLegs(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
    const content = rows.map((r): TransactionRecord => {
      const account = accounts.get(r.account_id);
      const metadata = r.metadata as Metadata;
      return {
        id: String(r.id),
        type: r.kind,
        wallet: walletOf(account?.kind ?? ''),
        vendorCode: account?.vendorCode ?? text(metadata.vendorCode),
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after ?? 0n),
        reference: referenceOf(metadata, r.idempotency_key),
        counterparty: counterpartyOf(r.kind, r.amount, metadata),
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
    return { content, pageNum: query.pageNo, pageSize: query.pageSize, totalPages: pages(total, query.pageSize), total, ...periodOut(period) };
  };

  const personalProfit = async (member: MemberPrincipal, query: PersonalProfitQuery): Promise<PersonalProfit> => {
    const period = resolvePeriod(query);
    const merchant = await settings.value('merchant');
    const accounts = await accountsOf(member);
    const rows = await sumGameLegs(db, { accountIds: [...accounts.keys()], ...period, kinds: gameKinds });
    const days = new Map<string, ProfitFigures>();
    const categories = new Map<string, ProfitFigures>();
    let total = zero();
    for (const row of rows) {
      days.set(row.day, addGameSum(days.get(row.day) ?? zero(), row.kind, row.total));
      categories.set(row.gameType, addGameSum(categories.get(row.gameType) ?? zero(), row.kind, row.total));
      total = addGameSum(total, row.kind, row.total);
    }
    return {
      days: [...days.entries()].map(([date, f]) => ({ date, ...f })).sort((a, b) => b.date.localeCompare(a.date)),
      categories: [...categories.entries()].map(([gameType, f]) => ({ gameType, ...f })).sort((a, b) => b.bet - a.bet || a.gameType.localeCompare(b.gameType)),
      total,
      ...periodOut(period),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  };

  const bonusDetails = async (member: MemberPrincipal, query: BonusDetailsQuery): Promise<BonusDetailsPage> => {
    const period = resolvePeriod(query);
    const accounts = await accountsOf(member);
    const filter = { accountIds: [...accounts.keys()], ...period, kinds: ['bonus'] };
    const [total, totalAmount, rows] = [
      await countLegs(db, filter),
      await sumLegs(db, filter),
      await pageLegs(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    ];
    const content = rows.map((r) => {
      const metadata = r.metadata as Metadata;
      return {
        id: String(r.id),
        amount: Number(r.amount),
        reference: referenceOf(metadata, r.idempotency_key),
        description: text(metadata.description) ?? text(metadata.reason) ?? text(metadata.promotion) ?? null,
        createdAt: new Date(r.created_at).toISOString(),
      };
    });
    return {
      content,
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pages(total, query.pageSize),
      total,
      totalAmount: Number(totalAmount),
      ...periodOut(period),
    };
  };

  return { transactionHistory, personalProfit, bonusDetails };
};

export type RecordsService = ReturnType<typeof createRecordsService>;
