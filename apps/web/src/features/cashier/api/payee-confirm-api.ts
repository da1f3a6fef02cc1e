import { bankAccount, payeeConfirmCodeSent, type BankAccount, type PayeeConfirmRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';

/** A code for confirming a new payee, sent to the member's own mobile or email. */
export const sendPayeeConfirmCode = (id: number, method: 'sms' | 'email') =>
  api.post('/wps/member/bankAccounts/{id}/confirm/send', { params: { path: { id } }, body: { method }, parse: (v) => payeeConfirmCodeSent.parse(v) });

/** `POST /wps/member/bankAccounts/:id/confirm` (E): the login password travels sealed. */
export const confirmPayee = (id: number, body: PayeeConfirmRequest): Promise<BankAccount> =>
  api.post('/wps/member/bankAccounts/{id}/confirm', { params: { path: { id } }, body, sealed: true, parse: (v) => bankAccount.parse(v) });
