/** After a code is sent the button waits expiredMinutes * 60 seconds. */
export const countdownSecondsOf = (expiredMinutes: number): number =>
  Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 0;
