/**
 * How many wrong guesses of a secret an account gets, one rule for the payment password and for the
 * login password given by a signed-in session: five within 15 minutes. Pure, tested without a database.
 */
export const guessWindowMs = 15 * 60_000;
export const maxGuesses = 5;

/** When the guesses unlock again, or null while fewer than `maxGuesses` fall in the window. */
export const lockedUntil = (failures: readonly Date[], now: Date): Date | null => {
  const recent = failures.filter((f) => now.getTime() - f.getTime() < guessWindowMs);
  if (recent.length < maxGuesses) return null;
  const last = Math.max(...recent.map((f) => f.getTime()));
  return new Date(last + guessWindowMs);
};
