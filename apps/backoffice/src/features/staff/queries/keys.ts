/** Every query key of the staff member's own screens (sign-in, password, account security). */
export const staffKeys = {
  totpQr: (otpauthUrl: string) => ['totp-qr', otpauthUrl] as const,
};
