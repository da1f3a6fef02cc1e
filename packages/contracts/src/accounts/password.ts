import { z } from 'zod';
import { accountName, dialingCode, mobileNumber, passwordInput, smsCode } from './login';
import { memberSession } from './login';
import { totpCodeInput } from './security-centre';

/** `/wps/member/password` (T, E). The new password follows the registration password rule. */
export const changePasswordRequest = z.strictObject({
  oldPassword: passwordInput,
  newPassword: passwordInput,
  confirmNewPassword: passwordInput,
});
/** The current session is replaced by this one; every other session of the member has ended. */
export const changePasswordResponse = z.object({ token: z.string(), expiresAt: z.string() });

/** `/wps/member/password/verification` (E): proves the member knows the password before a sensitive step. */
export const passwordVerificationRequest = z.strictObject({ password: passwordInput });
export const passwordVerificationResponse = z.object({ verified: z.literal(true) });

/** `/wps/member/password/email`: a reset link by mail. */
export const forgotByEmailRequest = z.strictObject({ username: accountName, email: z.email().max(254) });
export const forgotByEmailResponse = z.object({ sent: z.literal(true) });

/** `/wps/member/password/reset`: the link's token and the new password; then a new login. */
export const resetPasswordRequest = z.strictObject({
  token: z.string().min(16).max(128),
  newPassword: passwordInput,
  confirmNewPassword: passwordInput,
});
export const resetPasswordResponse = z.object({ reset: z.literal(true) });

/** `/wps/member/password/phone` (E): mobile, SMS code and new password; signs the member in. */
export const resetByPhoneRequest = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum: mobileNumber,
  verificationCode: smsCode,
  newPassword: passwordInput,
  confirmNewPassword: passwordInput.optional(),
  /** Asked for (AUTHENTICATOR_CODE_REQUIRED) when the member has an authenticator. */
  totpCode: totpCodeInput.optional(),
});
export const resetByPhoneResponse = memberSession;
