import type { BankAccount, BankAccountCreateRequest, BankAccountList, PayeeConfirmOptions, PayeeConfirmRequest, PayeeConfirmSendRequest } from '@gp/contracts';
import { bankFieldsOf, inrBanks } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { verifyTotp } from '../../../lib/totp';
import type { CodeVerification, Mailer } from '../../identity/accounts';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { memberRecordOf, spendTotpStep, type MemberRow } from '../../identity/accounts';
import { maskedTargets } from '../../identity/accounts';
import { memberActor, recordSecurityChange, sendSecurityMail } from '../../identity/accounts';
import { checkSessionCode, checkSessionPassword } from '../../identity/accounts';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { confirmBankAccount } from './bank-accounts.repository';
import { payeeUsableFrom } from './payee-cool-down';
import { toBankAccount } from './withdrawal-view';
import { isIfsc, maskAccountNumber, sameName } from './withdrawal-rules';
import { findBankAccount, findMemberForWithdrawal, insertBankAccount, listBankAccounts, lockMember, removeBankAccount } from './withdrawals.repository';

/**
 * The currency's own bank details: rupee accounts name a listed bank and carry a valid IFSC;
 * other currencies keep a free bank name and never store one.
 */
const bankDetailsIfsc = (currency: string, input: BankAccountCreateRequest): string | null => {
  if (bankFieldsOf(currency) !== 'inr') return null;
  if (!(inrBanks as readonly string[]).includes(input.bankName))
    throw new AppError('VALIDATION_ERROR', { details: { field: 'bankName', banks: inrBanks.length } });
  if (input.ifsc === undefined || !isIfsc(input.ifsc)) throw new AppError('IFSC_INVALID', { details: { field: 'ifsc' } });
  return input.ifsc;
};

export type BankAccountsDeps = { settings: SettingsService; audit: AuditService; mailer: Mailer; verification: CodeVerification; now?: () => Date };

/** The member's mobile, email and authenticator: the factors that confirm a new payee. */
const confirmOptionsOf = (member: MemberRow): PayeeConfirmOptions => {
  const { sms, email } = maskedTargets(member);
  return {
    methods: [...(sms ? (['sms'] as const) : []), ...(email ? (['email'] as const) : []), ...(member.totp_secret ? (['totp'] as const) : [])],
    targets: { ...(sms ? { sms } : {}), ...(email ? { email } : {}) },
  };
};

/**
 * The member's payout bank accounts: the payee must be the member's own real name. A new one is
 * a security change (notice, message to the member's email or mobile, audit entry) and waits out
 * the operator's cool-down before it can receive a withdrawal, unless the member confirms it with
 * the login password and a second factor they have.
 */
export const createBankAccountsService = (db: Kysely<DB>, deps: BankAccountsDeps) => {
  const now = deps.now ?? (() => new Date());

  const memberOf = (principal: MemberPrincipal): Promise<MemberRow> => memberRecordOf(db, principal);

  const list = async (principal: MemberPrincipal): Promise<BankAccountList> => {
    const { maxBankAccounts, payeeCoolDownHours } = await deps.settings.value('cashier');
    const [rows, member] = await Promise.all([listBankAccounts(db, principal.id), memberOf(principal)]);
    const at = now();
    return { list: rows.map((r) => toBankAccount(r, payeeUsableFrom(r, payeeCoolDownHours, at))), max: maxBankAccounts, confirm: confirmOptionsOf(member) };
  };

  const add = async (principal: MemberPrincipal, input: BankAccountCreateRequest, caller: CallerContext): Promise<BankAccount> => {
    const [{ maxBankAccounts, payeeCoolDownHours }, { currency }] = await Promise.all([deps.settings.value('cashier'), deps.settings.value('merchant')]);
    const member = await findMemberForWithdrawal(db, principal.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    const realName = member.real_name;
    if (realName === null || realName.trim() === '') throw new AppError('REAL_NAME_REQUIRED');
    // The holder is the real name on file; a name sent along must be the same one.
    if (input.payeeName !== undefined && !sameName(realName, input.payeeName)) throw new AppError('PAYEE_NAME_MISMATCH');
    const ifsc = bankDetailsIfsc(currency, input);
    const { row, pending } = await db.transaction().execute(async (trx) => {
      // Two parallel adds must not both pass the count.
      await lockMember(trx, principal.id);
      const existing = await listBankAccounts(trx, principal.id);
      if (existing.length >= maxBankAccounts) throw new AppError('BANK_ACCOUNT_LIMIT', { details: { max: maxBankAccounts } });
      const inserted = await insertBankAccount(trx, {
        member_id: principal.id,
        bank_name: input.bankName,
        account_number: input.accountNumber,
        payee_name: (input.payeeName ?? realName).trim().replace(/\s+/g, ' '),
        ifsc,
      });
      const told = await recordSecurityChange(trx, deps.audit, {
        memberId: member.id,
        change: 'payee',
        action: 'added',
        actor: memberActor(member, caller.ip),
        details: { bankAccountId: String(inserted.id) },
        masked: `${inserted.bank_name} ${maskAccountNumber(inserted.account_number)}`,
        language: caller.language,
      });
      return { row: inserted, pending: told };
    });
    await sendSecurityMail(deps.mailer, pending);
    return toBankAccount(row, payeeUsableFrom(row, payeeCoolDownHours, now()));
  };

  const remove = async (principal: MemberPrincipal, id: bigint) => {
    if (!(await removeBankAccount(db, principal.id, id, now()))) throw new AppError('NOT_FOUND');
    return { id: Number(id) };
  };

  /** A code for confirming a payee, to the member's own mobile or email (never an address the caller names). */
  const sendConfirmCode = async (principal: MemberPrincipal, id: bigint, input: PayeeConfirmSendRequest, caller: CallerContext) => {
    if (!(await findBankAccount(db, principal.id, id))) throw new AppError('NOT_FOUND');
    const member = await memberOf(principal);
    if (input.method === 'sms') {
      if (!member.country_dialing_code || !member.mobile_num) throw new AppError('NO_SECOND_FACTOR');
      return deps.verification.sendSmsCode({
        purpose: 'twoFactor',
        countryDialingCode: member.country_dialing_code,
        mobileNum: member.mobile_num,
        ip: caller.ip,
        language: caller.language,
      });
    }
    if (!member.email) throw new AppError('NO_SECOND_FACTOR');
    return deps.verification.sendEmailCode({ purpose: 'twoFactor', email: member.email, ip: caller.ip, language: caller.language });
  };

  /** Whether the code is right; a factor the member lacks is NO_SECOND_FACTOR, not a guess. */
  const secondFactorIsRight = async (member: MemberRow, input: PayeeConfirmRequest): Promise<{ right: boolean; totpStep?: bigint }> => {
    if (input.method === 'totp') {
      if (!member.totp_secret) throw new AppError('NO_SECOND_FACTOR');
      const step = verifyTotp(member.totp_secret, input.code, member.totp_last_step, now().getTime());
      return step === null ? { right: false } : { right: true, totpStep: step };
    }
    const sms = member.country_dialing_code && member.mobile_num ? { countryDialingCode: member.country_dialing_code, mobileNum: member.mobile_num } : null;
    if (input.method === 'sms' && !sms) throw new AppError('NO_SECOND_FACTOR');
    if (input.method === 'email' && !member.email) throw new AppError('NO_SECOND_FACTOR');
    try {
      if (sms && input.method === 'sms') await deps.verification.verifySmsCode({ purpose: 'twoFactor', ...sms, code: input.code });
      if (member.email && input.method === 'email') await deps.verification.verifyEmailCode({ purpose: 'twoFactor', email: member.email, code: input.code });
      return { right: true };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { right: false };
      throw error;
    }
  };

  /**
   * Makes a cooling payee usable now: the login password (guesses counted by the session password
   * guard) and a code of a second factor the member has. A member with none waits out the cool-down
   * (NO_SECOND_FACTOR). A payee already usable is answered as it is.
   */
  const confirm = async (principal: MemberPrincipal, id: bigint, input: PayeeConfirmRequest, caller: CallerContext): Promise<BankAccount> => {
    const { payeeCoolDownHours } = await deps.settings.value('cashier');
    const payee = await findBankAccount(db, principal.id, id);
    if (!payee) throw new AppError('NOT_FOUND');
    if (payeeUsableFrom(payee, payeeCoolDownHours, now()) === null) return toBankAccount(payee);
    const member = await memberOf(principal);
    if (confirmOptionsOf(member).methods.length === 0) throw new AppError('NO_SECOND_FACTOR');
    // The code first, counted with the password guesses: else a caller who knows the password
    // clears the tally with it on every try and guesses authenticator codes without end.
    const code = await secondFactorIsRight(member, input);
    await checkSessionCode(db, principal, code.right, input.method === 'totp' ? 'INVALID_TOTP' : 'VERIFICATION_CODE_INVALID', now());
    // The step is spent, so the same code cannot confirm again (or sign in) within its window.
    if (code.totpStep !== undefined) await spendTotpStep(db, member.id, code.totpStep);
    await checkSessionPassword(db, principal, member.password_hash, input.password, now());
    await db.transaction().execute(async (trx) => {
      if (!(await confirmBankAccount(trx, member.id, id, now()))) return;
      await deps.audit.append(trx, memberActor(member, caller.ip), 'member.payee.confirmed', member.account, {
        bankAccountId: String(id),
        method: input.method,
      });
    });
    return toBankAccount(payee);
  };

  return { list, add, remove, sendConfirmCode, confirm };
};
