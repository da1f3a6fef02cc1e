// The sportsbook's pure rules, shared by the demo vendor's feed, its bet service and the player UI.
export * from './odds-format';
export * from './margin';
export * from './markets';
export * from './cash-out';
export * from './resettlement';
// quartersPerGoal is the same 4 in markets.ts; the lottery already exports the bet-settlement
// helpers Thousandths, thousandthsPerUnit and isStakeMinor with the same meaning.
export { legOutcomes, legOutcome, selectionProblems, resultProblems, type LegOutcome, type Side, type Selection, type FinalResult } from './leg-outcome';
export {
  minParlayLegs,
  maxParlayLegs,
  factorDenominator,
  isLegOdds,
  legFactorNumerator,
  betProblems,
  exactReturn,
  betReturn,
  potentialReturn,
  type SettledLeg,
} from './bet-settlement';
