/** The query key of the signed-in staff member: sign-in seeds it, a password change refreshes it. */
export const sessionKeys = {
  staff: ['staff', 'me'] as const,
};
