/** Stake chips: the game's minimum and round multiples of it, up to its maximum. */
export const stakePresets = (minStake: number, maxStake: number): number[] => {
  const base = Math.max(minStake, 1);
  return [...new Set([1, 2, 5, 10, 50, 100].map((m) => base * m))].filter((v) => v <= maxStake);
};

export const pointPresets = [1, 5, 10, 50, 100] as const;
