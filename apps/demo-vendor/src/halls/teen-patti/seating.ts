/**
 * Seats are table positions numbered clockwise; a hand's order starts at the first occupied seat
 * after the dealer's (the dealer's own seat may be empty, for a dealer who has left).
 */
export const clockwiseFrom = (seats: readonly number[], dealer: number): number[] => {
  const sorted = [...seats].sort((a, b) => a - b);
  const start = sorted.findIndex((seat) => seat > dealer);
  if (start <= 0) return sorted;
  return [...sorted.slice(start), ...sorted.slice(0, start)];
};

/** The next hand's dealer: the first occupied seat clockwise after this hand's dealer. */
export const nextDealer = (seats: readonly number[], previousDealer: number): number => {
  const next = clockwiseFrom(seats, previousDealer)[0];
  if (next === undefined) throw new RangeError('no seat is occupied');
  return next;
};
