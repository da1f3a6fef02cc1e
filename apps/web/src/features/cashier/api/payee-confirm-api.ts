import { bankAccount, payeeConfirmCodeSent, type BankAccount, type PayeeConfirmRequest } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { sealedBody } from '../../../api/sealed-body';

/** A code for confirming a new payee, sent to the member's own mobile or email. */
export const sendPayeeConfirmCode = (id: number, method: 'sms' | 'email') =>
  api.post(`/wps/member/bankAccounts/${id}/confirm/send`, { method }, { parse: (v) => payeeConfirmCodeSent.parse(v) });

/** `POST /wps/member/bankAccounts/:id/confirm` (E): the login password travels sealed. */
export const confirmPayee = async (id: number, body: PayeeConfirmRequest): Promise<BankAccount> =>
  api.post(`/wps/member/bankAccounts/${id}/confirm`, await sealedBody(body), { parse: (v) => bankAccount.parse(v) });
