export const oddsPolicies = ['any', 'higher', 'none'] as const;
export type OddsPolicy = (typeof oddsPolicies)[number];

/**
 * Whether a leg may be taken at the current odds when the player saw `seen`: `any` takes any
 * change, `higher` only a price at least as good, `none` only the same price (anything else is put
 * back to the player with the new odds).
 */
export const oddsAcceptable = (policy: OddsPolicy, seen: number, current: number): boolean => {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= seen;
  return current === seen;
};
