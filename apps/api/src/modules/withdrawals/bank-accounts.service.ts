import type { BankAccountCreateRequest, BankAccountList } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { MemberPrincipal } from '../accounts/member-principal';
import type { SettingsService } from '../settings/settings.service';
import { toBankAccount } from './withdrawal-view';
import { sameName } from './withdrawal-rules';
import { findMemberForWithdrawal, insertBankAccount, listBankAccounts, lockMember, removeBankAccount } from './withdrawals.repository';

/** The member's payout bank accounts: the payee must be the member's own real name (SPEC.md section 4). */
export const createBankAccountsService = (db: Kysely<DB>, deps: { settings: SettingsService; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());

  const list = async (principal: MemberPrincipal): Promise<BankAccountList> => {
    const { maxBankAccounts } = await deps.settings.value('cashier');
    const rows = await listBankAccounts(db, principal.id);
    return { list: rows.map(toBankAccount), max: maxBankAccounts };
  };

  const add = async (principal: MemberPrincipal, input: BankAccountCreateRequest) => {
    const { maxBankAccounts } = await deps.settings.value('cashier');
    const member = await findMemberForWithdrawal(db, principal.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    if (member.real_name === null || member.real_name.trim() === '') throw new AppError('REAL_NAME_REQUIRED');
    if (!sameName(member.real_name, input.payeeName)) throw new AppError('PAYEE_NAME_MISMATCH');
    const row = await db.transaction().execute(async (trx) => {
      // Two parallel adds must not both pass the count.
      await lockMember(trx, principal.id);
      const existing = await listBankAccounts(trx, principal.id);
      if (existing.length >= maxBankAccounts) throw new AppError('BANK_ACCOUNT_LIMIT', { details: { max: maxBankAccounts } });
      return insertBankAccount(trx, { member_id: principal.id, bank_name: input.bankName, account_number: input.accountNumber, payee_name: input.payeeName.trim().replace(/\s+/g, ' ') });
    });
    return toBankAccount(row);
  };

  const remove = async (principal: MemberPrincipal, id: bigint) => {
    if (!(await removeBankAccount(db, principal.id, id, now()))) throw new AppError('NOT_FOUND');
    return { id: Number(id) };
  };

  return { list, add, remove };
};

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
