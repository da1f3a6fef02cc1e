import { exceedsRateCap, type AgentContractTerms, type AgentContractTypeName } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import {
  activateContract,
  endContract,
  findContractsWithParties,
  findOpenOffer,
  insertContract,
  lockContractOfParty,
  lockDue,
  lockGivenLive,
  lockHeldActive,
  type ContractRow,
} from './agent-contracts.repository';
import { contractPeriodOf, periodStartAt } from './contract-period';
import { noticeContract } from './contract-notices';
import { assertOfferOpen, assertWithinOwnCap, storedTerms } from './contract-rules';

/**
 * The state changes of a contract, each run inside the caller's transaction. Row locks keep two
 * answers to one contract from both winning, and every path takes them in one order (the
 * upline's held contract, then the offer, then the downline's held contract, then what the
 * downline gave), so two agents of one chain acting at once wait for each other rather than deadlock.
 */

export type Party = { id: bigint; account: string };

export type NewOffer = {
  type: AgentContractTypeName;
  /** null: the platform offers (to a top-level agent). */
  upline: Party | null;
  downlineId: bigint;
  terms: AgentContractTerms;
  endsAt: Date | null;
  note: string | null;
  staffId: bigint | null;
  at: Date;
  expiryHours: number;
};

/** Inserts an offer after the upline's own contract (if any) has been checked under lock by the caller. */
export const createOffer = async (trx: Executor, offer: NewOffer): Promise<ContractRow> => {
  // A stale offer past its deadline would otherwise hold the one-offer slot until the sweep ran.
  await expireDue(trx, offer.at, offer.downlineId);
  if (await findOpenOffer(trx, offer.downlineId, offer.type)) throw new AppError('CONTRACT_OFFER_PENDING');
  let row: ContractRow;
  try {
    row = await insertContract(trx, {
      type: offer.type,
      upline_id: offer.upline?.id ?? null,
      downline_id: offer.downlineId,
      offered_by_staff_id: offer.staffId,
      terms: JSON.stringify(offer.terms),
      period: contractPeriodOf(offer.type, offer.terms),
      note: offer.note,
      offered_at: offer.at,
      offer_expires_at: new Date(offer.at.getTime() + offer.expiryHours * 3_600_000),
      ends_at: offer.endsAt,
    });
  } catch (error) {
    // Two offers raced past the check: the partial unique index lets one in.
    if (isUniqueViolation(error)) throw new AppError('CONTRACT_OFFER_PENDING', { cause: error });
    throw error;
  }
  await noticeContract(trx, offer.downlineId, 'contract_offered', row, { account: offer.upline?.account });
  return row;
};

/**
 * The upline's held contract, locked. Under READ COMMITTED a contract replaced while we waited for
 * its lock drops out of the statement's snapshot; a second read sees its successor.
 */
const lockUplineHeld = async (trx: Executor, uplineId: bigint, type: AgentContractTypeName): Promise<ContractRow | undefined> =>
  (await lockHeldActive(trx, uplineId, type)) ?? lockHeldActive(trx, uplineId, type);

/** The upline's held contract of the type, locked and checked against the offered terms. */
export const lockUplineCap = async (trx: Executor, uplineId: bigint | null, type: AgentContractTypeName, terms: AgentContractTerms): Promise<void> => {
  if (uplineId === null) return;
  assertWithinOwnCap(terms, await lockUplineHeld(trx, uplineId, type));
};

/** A contract of this type the caller is a party to, locked; anything else is not found. */
const lockOwnContract = async (trx: Executor, caller: Party, type: AgentContractTypeName, contractId: bigint): Promise<ContractRow> => {
  const row = await lockContractOfParty(trx, contractId, caller.id);
  if (!row || row.type !== type) throw new AppError('CONTRACT_NOT_FOUND');
  return row;
};

export type Accepted = { contract: ContractRow; autoTerminated: bigint[] };

/**
 * The downline accepts an offer: a contract of the type it holds is replaced, and whatever it has
 * given below it that now pays more than the new terms is ended (active) or withdrawn (offered).
 */
export const acceptOffer = async (
  trx: Executor,
  caller: Party,
  type: AgentContractTypeName,
  contractId: bigint,
  at: Date,
  timeZone: string,
): Promise<Accepted> => {
  // Read first (unlocked) to learn the upline, so its held contract is locked before the offer.
  const peek = await findContractsWithParties(trx, [contractId]);
  const seen = peek[0];
  if (!seen || seen.type !== type || (seen.downline_id !== caller.id && seen.upline_id !== caller.id)) throw new AppError('CONTRACT_NOT_FOUND');
  const terms = storedTerms(seen);
  const uplineHeld = seen.downline_id === caller.id && seen.upline_id !== null ? await lockUplineHeld(trx, seen.upline_id, type) : undefined;
  const offer = await lockOwnContract(trx, caller, type, contractId);
  if (offer.downline_id !== caller.id) throw new AppError('CONTRACT_STATE_INVALID');
  assertOfferOpen(offer, at);
  // The upline's own contract may have changed since it offered (its offers above a new cap are withdrawn).
  if (offer.upline_id !== null) assertWithinOwnCap(terms, uplineHeld);

  const previous = await lockHeldActive(trx, caller.id, type);
  if (previous) {
    await endContract(trx, previous.id, { status: 'terminated', at, endedBy: 'system', reason: 'REPLACED' });
    await noticeContract(trx, previous.upline_id, 'contract_terminated', previous, { account: caller.account, reason: 'REPLACED' });
  }
  await activateContract(trx, offer.id, { at, effectiveFrom: periodStartAt(offer.period, at, timeZone), replacesId: previous?.id ?? null });
  await noticeContract(trx, offer.upline_id, 'contract_accepted', offer, { account: caller.account });
  const autoTerminated = await endGivenAboveCap(trx, caller, type, terms, at);
  return { contract: offer, autoTerminated };
};

/** Ends what `holder` gave below it of this type that pays more than its new terms allow (RATE_CAP). */
const endGivenAboveCap = async (trx: Executor, holder: Party, type: AgentContractTypeName, held: AgentContractTerms, at: Date): Promise<bigint[]> => {
  const ended: bigint[] = [];
  for (const given of await lockGivenLive(trx, holder.id, type)) {
    if (!exceedsRateCap(storedTerms(given), held)) continue;
    await endContract(trx, given.id, { status: given.status === 'active' ? 'terminated' : 'expired', at, endedBy: 'system', reason: 'RATE_CAP' });
    await noticeContract(trx, given.downline_id, 'contract_auto_terminated', given, { account: holder.account, reason: 'RATE_CAP' });
    ended.push(given.id);
  }
  return ended;
};

export const rejectOffer = async (
  trx: Executor,
  caller: Party,
  type: AgentContractTypeName,
  contractId: bigint,
  reason: string | null,
  at: Date,
): Promise<ContractRow> => {
  const offer = await lockOwnContract(trx, caller, type, contractId);
  if (offer.downline_id !== caller.id) throw new AppError('CONTRACT_STATE_INVALID');
  assertOfferOpen(offer, at);
  await endContract(trx, offer.id, { status: 'rejected', at, endedBy: 'downline', reason });
  await noticeContract(trx, offer.upline_id, 'contract_rejected', offer, { account: caller.account, reason });
  return offer;
};

/** Either party ends an active contract; the upline alone withdraws its offer. */
export const terminateByParty = async (
  trx: Executor,
  caller: Party,
  type: AgentContractTypeName,
  contractId: bigint,
  reason: string | null,
  at: Date,
): Promise<ContractRow> => {
  const row = await lockOwnContract(trx, caller, type, contractId);
  const byUpline = row.upline_id === caller.id;
  const allowed = row.status === 'active' || (row.status === 'offered' && byUpline);
  if (!allowed) throw new AppError('CONTRACT_STATE_INVALID');
  await endContract(trx, row.id, { status: 'terminated', at, endedBy: byUpline ? 'upline' : 'downline', reason });
  await noticeContract(trx, byUpline ? row.downline_id : row.upline_id, 'contract_terminated', row, { account: caller.account, reason });
  return row;
};

/**
 * Offers past their deadline and contracts past their end become `expired`, and both parties are
 * told. Rows another transaction holds are skipped (the next sweep takes them).
 */
export const expireDue = async (trx: Executor, at: Date, memberId?: bigint): Promise<number> => {
  const due = await lockDue(trx, at, memberId);
  if (due.length === 0) return 0;
  const parties = new Map(
    (
      await findContractsWithParties(
        trx,
        due.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  for (const row of due) {
    const wasOffer = row.status === 'offered';
    await endContract(trx, row.id, {
      status: 'expired',
      at: wasOffer ? at : (row.ends_at ?? at),
      endedBy: 'system',
      reason: wasOffer ? 'OFFER_EXPIRED' : 'EXPIRED',
    });
    const names = parties.get(row.id);
    await noticeContract(trx, row.downline_id, 'contract_expired', row, { account: names?.upline_account });
    await noticeContract(trx, row.upline_id, 'contract_expired', row, { account: names?.downline_account });
  }
  return due.length;
};
