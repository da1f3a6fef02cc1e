import type { ConsolidatedFunds, MerchantWallet, VendorWalletEntry, WalletTransferRequest, WalletTransferResponse } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { toMinorTotal } from '../../../lib/minor-total';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { createTtlCache } from '../../../lib/ttl-cache';
import { postJournal } from '../ledger';
import { assertMayPlay } from '../protection';
import type { SettingsService } from '../../platform/settings';
import { openMainWallet, openVendorWallet } from '../ledger';
import { findJournalCreatedAt, findJournalLegs, findVendorWalletMode, listMemberWallets, listTransferVendors, type TransferVendor } from './wallet.repository';

type WalletRow = Awaited<ReturnType<typeof listMemberWallets>>[number];

const ownerTypeOf = (member: MemberPrincipal): 'agent' | 'player' => (member.isAgent ? 'agent' : 'player');
const mainKindOf = (member: MemberPrincipal) => (member.isAgent ? 'agent_main' : 'player_main');
const minor = (value: bigint | null | undefined): number => Number(value ?? 0n);

/** The ledger key of a member's wallet transfer: the client's key, scoped to the member. */
const vendorTransferKey = (memberId: bigint, clientKey: string): string => `vendor_transfer:${memberId}:${clientKey}`;

/**
 * Vendor wallets (docs/money.md): a vendor in `transfer` mode plays from a player wallet of
 * its own, which the player fills from and empties into the main wallet; `seamless` vendors (the
 * default) play from the main wallet. The vendor list is cached for `vendorCacheMs` (it changes only
 * with the back office); balances are always read fresh.
 */
export const createVendorWalletService = (db: Kysely<DB>, settings: SettingsService, options: { vendorCacheMs: number }) => {
  const cache = createTtlCache(options.vendorCacheMs, 4);
  const transferVendors = () => cache.get('transfer-vendors', () => listTransferVendors(db));

  /**
   * One entry per transfer-mode vendor, plus any vendor wallet still holding money after its vendor
   * left transfer mode (or was disabled): money is never hidden, and recall all brings it back.
   */
  const vendorEntries = (vendors: readonly TransferVendor[], wallets: readonly WalletRow[]): VendorWalletEntry[] => {
    const byCode = new Map(wallets.filter((w) => w.kind === 'player_vendor' && w.vendor_code).map((w) => [w.vendor_code as string, w]));
    const listed = vendors.map((v) => ({
      vendorCode: v.code,
      displayName: v.displayName,
      gameType: v.gameType,
      balance: minor(byCode.get(v.code)?.balance),
      maintenance: v.maintenance,
    }));
    const known = new Set(vendors.map((v) => v.code));
    const leftovers = [...byCode.values()]
      .filter((w) => !known.has(w.vendor_code as string) && (w.balance ?? 0n) > 0n)
      .map((w) => ({ vendorCode: w.vendor_code as string, displayName: w.vendor_code as string, gameType: '', balance: minor(w.balance), maintenance: false }));
    return [...listed, ...leftovers];
  };

  const snapshot = async (member: MemberPrincipal) => {
    const merchant = await settings.value('merchant');
    const [vendors, wallets] = await Promise.all([transferVendors(), listMemberWallets(db, ownerTypeOf(member), member.id, merchant.currency)]);
    const main = wallets.find((w) => w.kind === mainKindOf(member));
    const hold = wallets.find((w) => w.kind === 'player_withdrawal_hold');
    return { merchant, vendors, wallets, main: minor(main?.balance), hold: minor(hold?.balance), entries: vendorEntries(vendors, wallets) };
  };

  const consolidated = async (member: MemberPrincipal): Promise<ConsolidatedFunds> => {
    const s = await snapshot(member);
    // Each wallet is an exact number (capped by the ledger); their sum is added in bigint.
    const total = toMinorTotal(BigInt(s.main) + BigInt(s.hold) + s.entries.reduce((sum, e) => sum + BigInt(e.balance), 0n));
    return {
      mainBalance: s.main,
      withdrawalHold: s.hold,
      vendorWallets: s.entries,
      total,
      currency: s.merchant.currency,
      currencySymbol: s.merchant.currencySymbol,
    };
  };

  const merchantWallet = async (member: MemberPrincipal): Promise<MerchantWallet> => {
    const s = await snapshot(member);
    return {
      isSingle: s.vendors.length === 0,
      mainBalance: s.main,
      wallets: s.entries,
      currency: s.merchant.currency,
      currencySymbol: s.merchant.currencySymbol,
    };
  };

  /** Agents keep money in agent_main only; vendor wallets belong to players. */
  const assertPlayer = (member: MemberPrincipal) => {
    if (member.isAgent) throw new AppError('NOT_MEMBER');
  };

  const moveOne = async (member: MemberPrincipal, request: Extract<WalletTransferRequest, { action: 'toVendor' | 'toMain' }>, currency: string) => {
    const vendor = await findVendorWalletMode(db, request.vendorCode);
    if (!vendor) throw new AppError('VENDOR_NOT_FOUND', { details: { vendorCode: request.vendorCode } });
    const toVendor = request.action === 'toVendor';
    // Money may always come back out of a wallet that holds some; only transfer-mode vendors take money in.
    if (toVendor && (vendor.wallet_mode !== 'transfer' || !vendor.enabled))
      throw new AppError('VENDOR_WALLET_NOT_TRANSFER', { details: { vendorCode: vendor.code } });
    if (toVendor) await assertMayPlay(db, member.id);
    // Opened before posting (get-or-create), so the posting's transaction only moves money.
    const main = await openMainWallet(db, member, currency);
    const wallet = await openVendorWallet(db, member, vendor.code, currency);
    if (!toVendor && vendor.wallet_mode !== 'transfer' && (wallet.balance ?? 0n) === 0n) {
      throw new AppError('VENDOR_WALLET_NOT_TRANSFER', { details: { vendorCode: vendor.code } });
    }
    const amount = BigInt(request.amount);
    const [from, to] = toVendor ? [main.id, wallet.id] : [wallet.id, main.id];
    const posted = await postJournal(db, {
      idempotencyKey: vendorTransferKey(member.id, request.idempotencyKey),
      kind: toVendor ? 'vendor_transfer_in' : 'vendor_transfer_out',
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      metadata: { memberId: String(member.id), vendorCode: vendor.code, action: request.action, reference: request.idempotencyKey },
    });
    return { moved: request.amount, replayed: posted.replayed };
  };

  /** Every vendor wallet back to the main wallet in one journal (one transaction). */
  const recallAll = async (member: MemberPrincipal, clientKey: string, currency: string) => {
    const key = vendorTransferKey(member.id, clientKey);
    const main = await openMainWallet(db, member, currency);
    const posted = await findJournalCreatedAt(db, key);
    if (posted) {
      // A retry: answer what the first request moved instead of recalling whatever arrived since.
      const legs = await findJournalLegs(db, posted.id);
      const toMain = legs.find((l) => l.account_id === main.id && l.amount > 0n);
      if (!toMain || legs.some((l) => l.account_id !== main.id && l.kind !== 'player_vendor'))
        throw new AppError('IDEMPOTENCY_CONFLICT', { details: { idempotencyKey: clientKey } });
      return { moved: minor(toMain.amount), replayed: true };
    }
    const wallets = (await listMemberWallets(db, 'player', member.id, currency)).filter((w) => w.kind === 'player_vendor' && (w.balance ?? 0n) > 0n);
    if (wallets.length === 0) return { moved: 0, replayed: false };
    const total = wallets.reduce((sum, w) => sum + (w.balance ?? 0n), 0n);
    const result = await postJournal(db, {
      idempotencyKey: key,
      kind: 'vendor_transfer_out',
      legs: [...wallets.map((w) => ({ accountId: w.id, amount: -(w.balance ?? 0n) })), { accountId: main.id, amount: total }],
      metadata: { memberId: String(member.id), action: 'recallAll', vendorCodes: wallets.map((w) => w.vendor_code ?? ''), reference: clientKey },
    });
    const credited = result.legs.find((l) => l.accountId === main.id)?.amount ?? total;
    return { moved: minor(credited), replayed: result.replayed };
  };

  const transfer = async (member: MemberPrincipal, request: WalletTransferRequest): Promise<WalletTransferResponse> => {
    assertPlayer(member);
    const { currency } = await settings.value('merchant');
    const outcome = request.action === 'recallAll' ? await recallAll(member, request.idempotencyKey, currency) : await moveOne(member, request, currency);
    return { ...outcome, wallet: await merchantWallet(member) };
  };

  return { consolidated, merchantWallet, transfer, clearCache: cache.clear };
};

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
