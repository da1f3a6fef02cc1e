import type { BankAccount, BoWithdrawal, BoWithdrawalDispute, Withdrawal } from '@gp/contracts';
import type { MemberBankAccountsTable, WithdrawalReceiptKind } from '@gp/db';
import type { Selectable } from 'kysely';
import { maskAccountNumber } from './withdrawal-rules';
import type { DisputeRow, WithdrawalRow } from './withdrawals.repository';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** `usableFrom`: when a cooling payee can first receive a withdrawal (payee-cool-down.ts); null when it already can. */
export const toBankAccount = (row: Selectable<MemberBankAccountsTable>, usableFrom: Date | null = null): BankAccount => ({
  id: Number(row.id),
  bankName: row.bank_name,
  accountNumberMasked: maskAccountNumber(row.account_number),
  payeeName: row.payee_name,
  ifsc: row.ifsc,
  createdAt: new Date(row.created_at).toISOString(),
  usableFrom: iso(usableFrom),
});

const receiptKindOut = (kind: WithdrawalReceiptKind) => (kind === 'not_received' ? 'notReceived' : kind);

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: Number(row.id),
  orderNo: row.order_no,
  amount: Number(row.amount),
  currency: row.currency,
  status: row.status,
  bankName: row.bank_name,
  accountNumberMasked: maskAccountNumber(row.account_number),
  createdAt: new Date(row.created_at).toISOString(),
  reviewedAt: iso(row.reviewed_at),
  rejectReason: row.reject_reason,
  autoConfirmAt: row.status === 'approved' && row.receipt_kind === null ? iso(row.auto_confirm_at) : null,
  receipt:
    row.receipt_kind === null || row.received_amount === null || row.receipt_at === null
      ? null
      : {
          kind: receiptKindOut(row.receipt_kind),
          receivedAmount: Number(row.received_amount),
          remainder: Number(row.amount - row.received_amount),
          at: new Date(row.receipt_at).toISOString(),
        },
  disputeStatus: row.dispute_status,
  proofUrls: (row.dispute_proof_urls ?? []).map((_ref, i) => `/wps/withdraw/${row.id}/proofs/${i + 1}`),
});

export const toBoWithdrawal = (row: WithdrawalRow): BoWithdrawal => ({
  ...toWithdrawal(row),
  proofUrls: row.dispute_id === null ? [] : (row.dispute_proof_urls ?? []).map((_ref, i) => `/bo/withdrawal-disputes/${row.dispute_id}/proofs/${i + 1}`),
  memberId: Number(row.member_id),
  account: row.account,
  accountNumber: row.account_number,
  payeeName: row.payee_name,
  ifsc: row.ifsc,
  payoutAttempts: row.payout_attempts,
  payoutError: row.payout_error,
  providerCode: row.provider_code,
  providerRef: row.provider_ref,
  reviewedBy: row.reviewed_by,
});

export const toBoDispute = (row: DisputeRow): BoWithdrawalDispute => ({
  id: Number(row.id),
  withdrawalId: Number(row.withdrawal_id),
  orderNo: row.order_no,
  memberId: Number(row.member_id),
  account: row.account,
  kind: row.kind === 'not_received' ? 'notReceived' : 'partial',
  amount: Number(row.amount),
  receivedAmount: Number(row.received_amount),
  remainder: Number(row.amount - row.received_amount),
  currency: row.currency,
  proofUrls: row.proof_urls.map((_ref, i) => `/bo/withdrawal-disputes/${row.id}/proofs/${i + 1}`),
  status: row.status,
  resolutionNote: row.resolution_note,
  resolvedBy: row.resolved_by,
  resolvedAt: iso(row.resolved_at),
  createdAt: new Date(row.created_at).toISOString(),
});

export const pageOf = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({
  list,
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});
