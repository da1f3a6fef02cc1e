import type { BoPaymentMethod, BoPaymentMethodCreate, BoPaymentMethodUpdate, DepositMethod, LanguageCode } from '@gp/contracts';
import type { DB, PaymentMethodsTable } from '@gp/db';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { manualProviderCode, type PaymentProviders } from './payment-providers';
import { findMethodById, insertMethod, listMethods, lockMethod, updateMethod } from './payment-methods.repository';

type MethodRow = Selectable<PaymentMethodsTable>;

const toBoPaymentMethod = (row: MethodRow): BoPaymentMethod => ({
  id: row.id,
  code: row.code,
  name: row.name,
  names: row.names as BoPaymentMethod['names'],
  kind: row.kind,
  providerCode: row.provider_code,
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumber: row.account_number,
  instructions: row.instructions,
  minAmount: Number(row.min_amount),
  maxAmount: Number(row.max_amount),
  enabled: row.enabled,
  sortOrder: row.sort_order,
  updatedAt: row.updated_at.toISOString(),
});

const methodName = (row: MethodRow, language: LanguageCode): string => row.names[language] ?? row.name;

const toDepositMethod = (row: MethodRow, language: LanguageCode): DepositMethod => ({
  id: row.id,
  code: row.code,
  name: methodName(row, language),
  kind: row.kind,
  minAmount: Number(row.min_amount),
  maxAmount: Number(row.max_amount),
  bank:
    row.kind === 'manual_bank'
      ? { bankName: row.bank_name, accountName: row.account_name, accountNumber: row.account_number, instructions: row.instructions }
      : null,
});

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A manual method without the account the player pays into would leave the player nothing to do. */
const assertBankDetails = (row: { kind: string; bank_name: string; account_name: string; account_number: string }) => {
  if (row.kind !== 'manual_bank') return;
  for (const [field, value] of [
    ['bankName', row.bank_name],
    ['accountName', row.account_name],
    ['accountNumber', row.account_number],
  ] as const) {
    if (!value) throw new AppError('VALIDATION_ERROR', { details: { field, reason: 'required for manual_bank' } });
  }
};

/** Payment methods as staff configure them (admin and finance); every change is audited. */
export const createPaymentMethodService = (db: Kysely<DB>, audit: AuditService, providers: PaymentProviders) => {
  const list = async () => ({ list: (await listMethods(db, false)).map(toBoPaymentMethod), providers: providers.codes() });

  const listEnabled = async (language: LanguageCode): Promise<DepositMethod[]> =>
    (await listMethods(db, true)).filter((row) => row.kind === 'manual_bank' || providers.has(row.provider_code)).map((row) => toDepositMethod(row, language));

  const create = async (input: BoPaymentMethodCreate, actor: Actor): Promise<BoPaymentMethod> => {
    const providerCode = input.kind === 'manual_bank' ? manualProviderCode : input.providerCode;
    if (input.kind === 'gateway' && (!providerCode || !providers.has(providerCode))) {
      throw new AppError('VALIDATION_ERROR', { details: { field: 'providerCode', allowed: providers.codes() } });
    }
    const values = {
      code: input.code,
      name: input.name,
      names: JSON.stringify(input.names),
      kind: input.kind,
      provider_code: providerCode ?? manualProviderCode,
      bank_name: input.bankName,
      account_name: input.accountName,
      account_number: input.accountNumber,
      instructions: input.instructions,
      min_amount: BigInt(input.minAmount),
      max_amount: BigInt(input.maxAmount),
      enabled: input.enabled,
      sort_order: input.sortOrder,
    };
    assertBankDetails(values);
    try {
      const row = await db.transaction().execute(async (trx) => {
        const created = await insertMethod(trx, values);
        await audit.append(trx, actor, 'payment_method.create', `payment_method:${created.id}`, { after: toBoPaymentMethod(created) });
        return created;
      });
      return toBoPaymentMethod(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', { details: { code: input.code } });
      throw error;
    }
  };

  const update = async (id: number, patch: BoPaymentMethodUpdate, actor: Actor): Promise<BoPaymentMethod> => {
    const row = await db.transaction().execute(async (trx) => {
      const before = await lockMethod(trx, id);
      if (!before) throw new AppError('NOT_FOUND', { details: { id } });
      const set: Updateable<PaymentMethodsTable> = defined({
        name: patch.name,
        names: patch.names ? JSON.stringify(patch.names) : undefined,
        bank_name: patch.bankName,
        account_name: patch.accountName,
        account_number: patch.accountNumber,
        instructions: patch.instructions,
        min_amount: patch.minAmount === undefined ? undefined : BigInt(patch.minAmount),
        max_amount: patch.maxAmount === undefined ? undefined : BigInt(patch.maxAmount),
        enabled: patch.enabled,
        sort_order: patch.sortOrder,
      });
      const min = set.min_amount ?? before.min_amount;
      const max = set.max_amount ?? before.max_amount;
      if (typeof min === 'bigint' && typeof max === 'bigint' && max < min)
        throw new AppError('VALIDATION_ERROR', { details: { field: 'maxAmount', reason: 'below minAmount' } });
      assertBankDetails({
        kind: before.kind,
        bank_name: patch.bankName ?? before.bank_name,
        account_name: patch.accountName ?? before.account_name,
        account_number: patch.accountNumber ?? before.account_number,
      });
      const after = await updateMethod(trx, id, set);
      await audit.append(trx, actor, 'payment_method.update', `payment_method:${id}`, { before: toBoPaymentMethod(before), changes: patch });
      return after;
    });
    return toBoPaymentMethod(row);
  };

  const find = (id: number) => findMethodById(db, id);

  return { list, listEnabled, create, update, find };
};

export type PaymentMethodService = ReturnType<typeof createPaymentMethodService>;
