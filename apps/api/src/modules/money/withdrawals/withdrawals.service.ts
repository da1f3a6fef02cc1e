import { randomBytes } from 'node:crypto';
import type { ReceiptFields, Withdrawal, WithdrawalList, WithdrawOptions, WithdrawRequest } from '@gp/contracts';
import { maxProofImages } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { verifyPaymentPassword } from '../../identity/accounts';
import type { AuditService } from '../../platform/audit';
import { postJournal } from '../ledger';
import type { SettingsService } from '../../platform/settings';
import { findMainWallet, openMainWallet, openWithdrawalHold } from '../ledger';
import { checkProofImages, readProofImage, saveProofImages, type ProofFile } from './proof-images';
import { assertWageringMet, availability, majorText } from './withdrawal-rules';
import { assertPayeeUsable } from './payee-cool-down';
import { turnoverProgressOf } from './turnover.service';
import { settleWagering } from '../wagering';
import { pageOf, toWithdrawal } from './withdrawal-view';
import {
  autoConfirmDue,
  countOpenWithdrawals,
  countWithdrawals,
  findBankAccount,
  findDisputeProofs,
  findMemberForWithdrawal,
  findWithdrawal,
  findWithdrawalByKey,
  insertDispute,
  insertWithdrawal,
  listWithdrawals,
  lockMember,
  recordReceipt,
  sumOpenWithdrawals,
} from './withdrawals.repository';

/** `proofDir`: the private folder of receipt proofs (see proof-images.ts); `uploadDir` for references not yet moved out of it. */
export type WithdrawalsDeps = { settings: SettingsService; audit: AuditService; proofDir: string; uploadDir?: string; now?: () => Date };

const newOrderNo = () => `WD${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * The player's side of withdrawals: the request, which moves the
 * amount to the withdrawal hold in the same transaction as its row, the list, and the receipt
 * confirmation after a payout. Approved payouts nobody confirms count as received after
 * `cashier.withdrawAutoConfirmMinutes`: on every read and by the periodic sweep.
 */
export const createWithdrawalsService = (db: Kysely<DB>, deps: WithdrawalsDeps) => {
  const { settings, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const memberRow = async (principal: MemberPrincipal) => {
    const member = await findMemberForWithdrawal(db, principal.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    return member;
  };

  const options = async (principal: MemberPrincipal): Promise<WithdrawOptions> => {
    const [cashier, merchant, member] = await Promise.all([settings.value('cashier'), settings.value('merchant'), memberRow(principal)]);
    const [wallet, pending, progress] = await Promise.all([
      findMainWallet(db, principal, merchant.currency),
      sumOpenWithdrawals(db, principal.id),
      turnoverProgressOf(db, principal.id, cashier.turnoverMultiple),
    ]);
    const balance = Number(wallet?.balance ?? 0n);
    const realName = member.real_name !== null && member.real_name.trim() !== '' ? member.real_name.trim() : null;
    return {
      ...availability(balance, progress.remaining),
      balance,
      pendingWithdrawals: Number(pending),
      turnoverRemaining: progress.remaining,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      minAmount: cashier.withdrawMinAmount,
      maxAmount: cashier.withdrawMaxAmount,
      paymentPasswordSet: member.payment_password_hash !== null,
      realNameSet: realName !== null,
      realName,
      autoConfirmMinutes: cashier.withdrawAutoConfirmMinutes,
      maxBankAccounts: cashier.maxBankAccounts,
    };
  };

  const turnover = async (principal: MemberPrincipal) => {
    const { turnoverMultiple } = await settings.value('cashier');
    return turnoverProgressOf(db, principal.id, turnoverMultiple);
  };

  const replayOf = async (memberId: bigint, input: WithdrawRequest): Promise<Withdrawal | null> => {
    const earlier = await findWithdrawalByKey(db, memberId, input.idempotencyKey);
    if (!earlier) return null;
    if (earlier.amount !== BigInt(input.amount) || earlier.bank_account_id !== BigInt(input.bankAccountId)) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { details: { idempotencyKey: input.idempotencyKey } });
    }
    const row = await findWithdrawal(db, earlier.id);
    return row ? toWithdrawal(row) : null;
  };

  const request = async (principal: MemberPrincipal, input: WithdrawRequest): Promise<Withdrawal> => {
    const [cashier, merchant, member] = await Promise.all([settings.value('cashier'), settings.value('merchant'), memberRow(principal)]);
    await verifyPaymentPassword(db, { id: member.id, paymentPasswordHash: member.payment_password_hash }, input.paymentPassword, now());
    const replayed = await replayOf(member.id, input);
    if (replayed) return replayed;
    if (input.amount < cashier.withdrawMinAmount)
      throw new AppError('AMOUNT_BELOW_MINIMUM', { details: { min: cashier.withdrawMinAmount, minimum: majorText(cashier.withdrawMinAmount) } });
    if (input.amount > cashier.withdrawMaxAmount)
      throw new AppError('AMOUNT_ABOVE_MAXIMUM', { details: { max: cashier.withdrawMaxAmount, maximum: majorText(cashier.withdrawMaxAmount) } });
    const bank = await findBankAccount(db, member.id, BigInt(input.bankAccountId));
    if (!bank) throw new AppError('NOT_FOUND', { details: { bankAccountId: input.bankAccountId } });
    assertPayeeUsable(bank, cashier.payeeCoolDownHours, now());
    const progress = await turnoverProgressOf(db, member.id, cashier.turnoverMultiple);
    // Minor units for the page; `remaining` as a decimal for the message text.
    if (progress.remaining > 0)
      throw new AppError('TURNOVER_NOT_MET', { details: { required: progress.required, done: progress.done, remaining: majorText(progress.remaining) } });
    assertWageringMet(await settleWagering(db, member.id));
    // Opened outside the transaction: PGlite has one connection (docs/money.md, Accounts).
    const main = await openMainWallet(db, principal, merchant.currency);
    const hold = await openWithdrawalHold(db, principal, merchant.currency);
    const amount = BigInt(input.amount);
    try {
      const id = await db.transaction().execute(async (trx) => {
        await lockMember(trx, member.id);
        // A twin with the same key that held the lock first: answer with its withdrawal, below.
        if (await findWithdrawalByKey(trx, member.id, input.idempotencyKey)) return null;
        if ((await countOpenWithdrawals(trx, member.id)) >= cashier.maxPendingWithdrawals) throw new AppError('WITHDRAWAL_PENDING');
        const row = await insertWithdrawal(trx, {
          order_no: newOrderNo(),
          member_id: member.id,
          idempotency_key: input.idempotencyKey,
          amount,
          currency: merchant.currency,
          main_account_id: main.id,
          hold_account_id: hold.id,
          bank_account_id: bank.id,
          bank_name: bank.bank_name,
          account_number: bank.account_number,
          payee_name: bank.payee_name,
          ifsc: bank.ifsc,
        });
        // INSUFFICIENT_FUNDS from here rolls the row back with it: no withdrawal without its hold.
        await postJournal(trx, {
          idempotencyKey: `withdrawal:${row.id}:hold`,
          kind: 'withdrawal_hold',
          legs: [
            { accountId: main.id, amount: -amount },
            { accountId: hold.id, amount },
          ],
          metadata: { withdrawalId: String(row.id), orderNo: row.order_no },
        });
        return row.id;
      });
      const row = id === null ? null : await findWithdrawal(db, id);
      const result = row ? toWithdrawal(row) : await replayOf(member.id, input);
      if (!result) throw new AppError('INTERNAL_ERROR');
      return result;
    } catch (error) {
      // The same key sent twice at once: the loser answers with the winner's withdrawal.
      if (isUniqueViolation(error)) {
        const replay = await replayOf(member.id, input);
        if (replay) return replay;
      }
      throw error;
    }
  };

  const list = async (principal: MemberPrincipal, query: { pageNo: number; pageSize: number }): Promise<WithdrawalList> => {
    await autoConfirmDue(db, now(), principal.id);
    const filter = { memberId: principal.id };
    const [rows, total] = await Promise.all([listWithdrawals(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize), countWithdrawals(db, filter)]);
    return pageOf(rows.map(toWithdrawal), total, query.pageNo, query.pageSize);
  };

  const confirmReceipt = async (principal: MemberPrincipal, id: bigint, fields: ReceiptFields, proofs: readonly ProofFile[]): Promise<Withdrawal> => {
    await autoConfirmDue(db, now(), principal.id);
    const row = await findWithdrawal(db, id);
    if (!row || row.member_id !== principal.id) throw new AppError('NOT_FOUND');
    if (row.status !== 'approved' || row.receipt_kind !== null)
      throw new AppError('INVALID_STATE', { details: { status: row.status, receipt: row.receipt_kind } });
    let received = row.amount;
    if (fields.kind === 'partial') {
      if (fields.receivedAmount === undefined) throw new AppError('VALIDATION_ERROR', { details: { field: 'receivedAmount' } });
      received = BigInt(fields.receivedAmount);
      if (received <= 0n) throw new AppError('VALIDATION_ERROR', { details: { field: 'receivedAmount', min: 1 } });
      if (received >= row.amount) throw new AppError('VALIDATION_ERROR', { details: { field: 'receivedAmount', max: Number(row.amount) - 1 } });
    }
    if (fields.kind === 'notReceived') received = 0n;
    if (fields.kind === 'full' && proofs.length > 0) throw new AppError('VALIDATION_ERROR', { details: { field: 'proof', reason: 'not with a full receipt' } });
    if (fields.kind !== 'full' && proofs.length === 0) throw new AppError('PROOF_REQUIRED');
    const images = checkProofImages(proofs, maxProofImages);
    const urls = await saveProofImages(deps.proofDir, images);
    const at = now();
    await db.transaction().execute(async (trx) => {
      const kind = fields.kind === 'notReceived' ? 'not_received' : fields.kind;
      if (!(await recordReceipt(trx, id, kind, received, at))) throw new AppError('INVALID_STATE');
      if (kind !== 'full') {
        await insertDispute(trx, { withdrawal_id: id, member_id: row.member_id, kind, amount: row.amount, received_amount: received, proof_urls: urls });
      }
      await audit.append(trx, { type: 'member', id: String(principal.id), name: principal.account, ip: null }, 'withdrawal.receipt', row.order_no, {
        kind: fields.kind,
        receivedAmount: Number(received),
        proofs: urls,
      });
    });
    const updated = await findWithdrawal(db, id);
    if (!updated) throw new AppError('INTERNAL_ERROR');
    return toWithdrawal(updated);
  };

  /**
   * A proof image of the member's own withdrawal (1-based). Someone else's withdrawal answers like
   * one that does not exist, so ids cannot be probed.
   */
  const proofImage = async (principal: MemberPrincipal, id: bigint, index: number) => {
    const dispute = await findDisputeProofs(db, id);
    const ref = dispute?.member_id === principal.id ? dispute.proof_urls[index - 1] : undefined;
    const image = ref === undefined ? null : await readProofImage({ proofDir: deps.proofDir, uploadDir: deps.uploadDir ?? deps.proofDir }, ref);
    if (!image) throw new AppError('NOT_FOUND');
    return image;
  };

  return { options, turnover, request, list, confirmReceipt, proofImage };
};
