const dayMs = 86_400_000;

/**
 * Cockpits number their fights by the day: the first fight to open after midnight (UTC) is fight 1.
 * The cockpit's own numbers count from its epoch and run into the millions.
 */
export const fightOfDay = (fightNumber: number, schedule: { epochMs: number; cycleMs: number }): number => {
  const opensAt = schedule.epochMs + fightNumber * schedule.cycleMs;
  const midnight = Math.floor(opensAt / dayMs) * dayMs;
  return Math.floor((opensAt - midnight) / schedule.cycleMs) + 1;
};
