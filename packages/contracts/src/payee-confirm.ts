import { z } from 'zod';
import { passwordInput } from './accounts/login';

/** The second factors that confirm a new payee; the bank account name is no factor here, since the payee carries it. */
export const payeeConfirmMethod = z.enum(['sms', 'email', 'totp']);
export type PayeeConfirmMethod = z.infer<typeof payeeConfirmMethod>;

/** What the member can confirm a cooling payee with, and where a code would go (masked). */
export const payeeConfirmOptions = z.object({
  methods: z.array(payeeConfirmMethod),
  targets: z.partialRecord(payeeConfirmMethod, z.string()),
});
export type PayeeConfirmOptions = z.infer<typeof payeeConfirmOptions>;

/** `POST /wps/member/bankAccounts/:id/confirm/send`: a code to the member's own mobile or email. */
export const payeeConfirmSendRequest = z.strictObject({ method: z.enum(['sms', 'email']) });
export type PayeeConfirmSendRequest = z.infer<typeof payeeConfirmSendRequest>;
export const payeeConfirmCodeSent = z.object({ expiredMinutes: z.number().int() });

/** `POST /wps/member/bankAccounts/:id/confirm` (E): the login password and a code of one second factor. */
export const payeeConfirmRequest = z.strictObject({
  password: passwordInput,
  method: payeeConfirmMethod,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits'),
});
export type PayeeConfirmRequest = z.infer<typeof payeeConfirmRequest>;
