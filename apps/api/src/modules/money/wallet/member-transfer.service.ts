import type { MemberTransferResponse, TransferDownlineRequest, TransferUplineInfo, TransferUplineRequest } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { memberKind } from '../../identity/accounts';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { verifyPaymentPassword } from '../../identity/accounts';
import { postJournal } from '../ledger';
import { addMemberNotice } from '../../engagement/notices';
import type { SettingsService } from '../../platform/settings';
import { findMainWallet, openMainWallet } from '../ledger';
import { findMemberByAccount, findMemberForTransfer, type MemberForTransfer } from './wallet.repository';

/** What `transferBetweenMembers` needs; amounts are minor units. */
export type MemberTransferInput = {
  /** The sender: the signed-in member (or agent) whose payment password is given. */
  fromMemberId: bigint;
  /**
   * `upline`: to the sender's upline (members.upline_id), NO_UPLINE when there is none.
   * `downline`: to `toAccount`, which must be a direct downline of the sender (its upline_id is
   * the sender), and the sender must be an agent; NOT_DOWNLINE otherwise.
   */
  direction: 'upline' | 'downline';
  toAccount?: string | undefined;
  amount: number;
  paymentPassword: string;
  /** The client's key for this transfer; the same key again has one effect and returns the first result. */
  clientKey: string;
};

/** The ledger key of a member-to-member transfer: the client's key, scoped to the sender. */
const memberTransferKey = (senderId: bigint, clientKey: string): string => `member_transfer:${senderId}:${clientKey}`;

/**
 * Transfers between people: a member to its upline, an agent to a downline it owns.
 * The agent centre reuses `transferBetweenMembers` as is: it is the only code that moves
 * money from one member's main wallet to another's.
 */
export const createMemberTransferService = (db: Kysely<DB>, settings: SettingsService) => {
  const holderOf = (member: MemberForTransfer, agentTypeCodes: readonly number[]) => ({ id: member.id, isAgent: agentTypeCodes.includes(member.type) });

  const receiverOf = async (sender: MemberForTransfer, input: MemberTransferInput, isAgent: boolean): Promise<MemberForTransfer> => {
    if (input.direction === 'upline') {
      const upline = sender.uplineId === null ? null : await findMemberForTransfer(db, sender.uplineId);
      if (!upline) throw new AppError('NO_UPLINE');
      return upline;
    }
    if (!isAgent) throw new AppError('NOT_AGENT');
    const target = input.toAccount ? await findMemberByAccount(db, input.toAccount) : null;
    // An unknown account and someone else's member get the same answer: no probing for names.
    if (!target || target.uplineId !== sender.id) throw new AppError('NOT_DOWNLINE', { details: { account: input.toAccount ?? null } });
    return target;
  };

  /**
   * Moves `amount` from the sender's main wallet (agent_main for agents) to the receiver's in one
   * journal (`transfer_upline` or `transfer_downline`) and tells the receiver with a notice in the
   * same transaction. Rules, in order: limits (cashier.transferMinAmount..transferMaxAmount,
   * TRANSFER_LIMIT), the receiver (NO_UPLINE, NOT_AGENT, NOT_DOWNLINE, no self-transfer, receiver
   * active), the payment password (`verifyPaymentPassword`: one failure count per account with withdrawals;
   * PAYMENT_PASSWORD_REQUIRED / _INVALID / ACCOUNT_LOCKED), then the
   * ledger (INSUFFICIENT_FUNDS; IDEMPOTENCY_CONFLICT when the key was used with other content).
   */
  const transferBetweenMembers = async (input: MemberTransferInput): Promise<MemberTransferResponse> => {
    // Settings first: reading them inside an open transaction deadlocks on PGlite.
    const [cashier, merchant] = await Promise.all([settings.value('cashier'), settings.value('merchant')]);
    if (input.amount < cashier.transferMinAmount || input.amount > cashier.transferMaxAmount) {
      throw new AppError('TRANSFER_LIMIT', { details: { minAmount: cashier.transferMinAmount, maxAmount: cashier.transferMaxAmount } });
    }
    const sender = await findMemberForTransfer(db, input.fromMemberId);
    if (!sender) throw new AppError('NOT_FOUND');
    const senderIsAgent = memberKind(sender.type, merchant) === 'agent';
    const receiver = await receiverOf(sender, input, senderIsAgent);
    if (receiver.id === sender.id) throw new AppError('VALIDATION_ERROR', { details: { reason: 'SELF_TRANSFER' } });
    if (receiver.status !== 'active') throw new AppError('ACCOUNT_DISABLED', { details: { account: receiver.account } });
    await verifyPaymentPassword(db, sender, input.paymentPassword);

    // Both wallets exist before the transaction, which then only moves money and writes the notice.
    const from = await openMainWallet(db, holderOf(sender, merchant.agentTypeCodes), merchant.currency);
    const to = await openMainWallet(db, holderOf(receiver, merchant.agentTypeCodes), merchant.currency);
    const kind = input.direction === 'upline' ? 'transfer_upline' : 'transfer_downline';
    const idempotencyKey = memberTransferKey(sender.id, input.clientKey);
    const posted = await db.transaction().execute(async (trx) => {
      const journal = await postJournal(trx, {
        idempotencyKey,
        kind,
        legs: [
          { accountId: from.id, amount: -BigInt(input.amount) },
          { accountId: to.id, amount: BigInt(input.amount) },
        ],
        metadata: {
          fromMemberId: String(sender.id),
          toMemberId: String(receiver.id),
          fromAccount: sender.account,
          toAccount: receiver.account,
          reference: input.clientKey,
        },
      });
      if (!journal.replayed) {
        await addMemberNotice(trx, {
          memberId: receiver.id,
          kind: 'transfer_received',
          params: { amount: input.amount, currency: merchant.currency, from: sender.account, reference: input.clientKey },
        });
      }
      return journal;
    });
    const senderLeg = posted.legs.find((l) => l.accountId === from.id);
    return {
      amount: input.amount,
      to: receiver.account,
      balance: Number(senderLeg?.balanceAfter ?? 0n),
      reference: idempotencyKey,
      replayed: posted.replayed,
      createdAt: posted.createdAt.toISOString(),
    };
  };

  const transferUpline = (member: MemberPrincipal, body: TransferUplineRequest) =>
    transferBetweenMembers({
      fromMemberId: member.id,
      direction: 'upline',
      amount: body.amount,
      paymentPassword: body.paymentPassword,
      clientKey: body.idempotencyKey,
    });

  const transferDownline = (member: MemberPrincipal, body: TransferDownlineRequest) =>
    transferBetweenMembers({
      fromMemberId: member.id,
      direction: 'downline',
      toAccount: body.account,
      amount: body.amount,
      paymentPassword: body.paymentPassword,
      clientKey: body.idempotencyKey,
    });

  /** What the transferUpline page shows before the player fills it in. */
  const uplineInfo = async (member: MemberPrincipal): Promise<TransferUplineInfo> => {
    const [cashier, merchant] = await Promise.all([settings.value('cashier'), settings.value('merchant')]);
    const self = await findMemberForTransfer(db, member.id);
    const upline = self?.uplineId ? await findMemberForTransfer(db, self.uplineId) : null;
    const wallet = await findMainWallet(db, member, merchant.currency);
    return {
      upline: upline?.account ?? null,
      minAmount: cashier.transferMinAmount,
      maxAmount: cashier.transferMaxAmount,
      paymentPasswordSet: Boolean(self?.paymentPasswordHash),
      balance: Number(wallet?.balance ?? 0n),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    };
  };

  return { transferBetweenMembers, transferUpline, transferDownline, uplineInfo };
};

export type MemberTransferService = ReturnType<typeof createMemberTransferService>;
