import type { BoLedgerEntry, BoMemberLedgerPage, BoMemberLedgerQuery, BoMemberWallet, BoWalletAccount } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { toMinorTotal } from '../../../lib/minor-total';
import type { SettingsService } from '../../platform/settings';
import { resolveMember, toMemberSummary } from '../../identity/accounts';
import { countMemberLegs, listMemberAccounts, listMemberLegs } from './member-wallet.repository';

type WalletKind = BoWalletAccount['kind'];
const walletKinds: readonly string[] = ['player_main', 'player_vendor', 'player_withdrawal_hold', 'agent_main'] satisfies WalletKind[];
const isWalletKind = (kind: string): kind is WalletKind => walletKinds.includes(kind);

// Main first, then the hold, then vendor wallets by code.
const walletOrder: Record<WalletKind, number> = { player_main: 0, agent_main: 0, player_withdrawal_hold: 1, player_vendor: 2 };

/** Staff views of one member's money: wallets with balances, ledger legs. */
export const createMemberWalletService = (db: Kysely<DB>, settings: SettingsService) => {
  const wallet = async (memberId: number): Promise<BoMemberWallet> => {
    const merchant = await settings.value('merchant');
    const member = await resolveMember(db, { memberId });
    const accounts = (await listMemberAccounts(db, member.id))
      .flatMap((a): BoWalletAccount[] =>
        isWalletKind(a.kind)
          ? [{ accountId: Number(a.id), kind: a.kind, vendorCode: a.vendor_code, currency: a.currency, balance: Number(a.balance ?? 0n) }]
          : [],
      )
      .sort((x, y) => walletOrder[x.kind] - walletOrder[y.kind] || (x.vendorCode ?? '').localeCompare(y.vendorCode ?? ''));
    // Each wallet is an exact number (capped by the ledger); their sum is added in bigint.
    const total = toMinorTotal(accounts.filter((a) => a.currency === merchant.currency).reduce((sum, a) => sum + BigInt(a.balance), 0n));
    return { member: toMemberSummary(member, merchant), currency: merchant.currency, currencySymbol: merchant.currencySymbol, accounts, total };
  };

  const ledger = async (memberId: number, query: BoMemberLedgerQuery): Promise<BoMemberLedgerPage> => {
    const member = await resolveMember(db, { memberId });
    const total = await countMemberLegs(db, member.id, query.kind);
    const rows = await listMemberLegs(db, member.id, query.kind, query.pageSize, (query.pageNo - 1) * query.pageSize);
    const list = rows.flatMap((r): BoLedgerEntry[] =>
      isWalletKind(r.account_kind)
        ? [
            {
              legId: Number(r.leg_id),
              journalId: Number(r.journal_id),
              accountId: Number(r.account_id),
              accountKind: r.account_kind,
              vendorCode: r.vendor_code,
              kind: r.kind,
              amount: Number(r.amount),
              balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
              idempotencyKey: r.idempotency_key,
              metadata: r.metadata,
              createdAt: r.created_at.toISOString(),
            },
          ]
        : [],
    );
    return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };

  return { wallet, ledger };
};

export type MemberWalletService = ReturnType<typeof createMemberWalletService>;
