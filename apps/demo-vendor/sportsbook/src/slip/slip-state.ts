import { maxParlayLegs } from '@gp/contracts';
import type { SelectionContext } from '../markets/labels';

export type OddsPolicy = 'any' | 'higher' | 'none';
export const oddsPolicies: readonly OddsPolicy[] = ['any', 'higher', 'none'];

export type SlipLeg = {
  selectionId: string;
  eventId: string;
  /** The match's name ("A v B") or the outright's league, as the slip heads the leg. */
  event: { home?: string | undefined; away?: string | undefined; leagueKey: string };
  label: SelectionContext;
  /** The price when the leg was added; the slip shows the latest quote over it (slip-context.tsx). */
  odds: number;
  live: boolean;
  suspended: boolean;
  outright: boolean;
};

export type SlipMode = 'singles' | 'parlay';

export type SlipState = {
  legs: SlipLeg[];
  mode: SlipMode;
  /** Minor units per single, by selection id; null when the field is empty or unreadable. */
  stakes: Record<string, number | null>;
  parlayStake: number | null;
  policy: OddsPolicy;
};

export type SlipAction =
  | { type: 'toggle'; leg: SlipLeg }
  | { type: 'remove'; selectionId: string }
  | { type: 'clear' }
  | { type: 'mode'; mode: SlipMode }
  | { type: 'stake'; selectionId: string; stake: number | null }
  | { type: 'parlay-stake'; stake: number | null }
  | { type: 'policy'; policy: OddsPolicy }
  /** After a placement: the legs that were bet leave the slip. */
  | { type: 'placed'; selectionIds: string[] };

export const emptySlip: SlipState = { legs: [], mode: 'singles', stakes: {}, parlayStake: null, policy: 'higher' };

/** The most legs the slip holds: a parlay's maximum (singles of more would be many bets at once). */
export const maxSlipLegs = maxParlayLegs;

export const slipReducer = (state: SlipState, action: SlipAction): SlipState => {
  switch (action.type) {
    case 'toggle': {
      if (state.legs.some((l) => l.selectionId === action.leg.selectionId)) return slipReducer(state, { type: 'remove', selectionId: action.leg.selectionId });
      if (state.legs.length >= maxSlipLegs) return state;
      const legs = [...state.legs, action.leg];
      // A second selection suggests a parlay, as slips do; the player can switch back.
      const mode =
        legs.length === 2 && state.legs.length === 1 && state.mode === 'singles' && !action.leg.outright && !state.legs[0]!.outright ? 'parlay' : state.mode;
      return { ...state, legs, mode: legs.length < 2 ? 'singles' : mode };
    }
    case 'remove': {
      const legs = state.legs.filter((l) => l.selectionId !== action.selectionId);
      const { [action.selectionId]: _removed, ...stakes } = state.stakes;
      return { ...state, legs, stakes, mode: legs.length < 2 ? 'singles' : state.mode };
    }
    case 'clear':
      return { ...emptySlip, policy: state.policy };
    case 'mode':
      return { ...state, mode: action.mode };
    case 'stake':
      return { ...state, stakes: { ...state.stakes, [action.selectionId]: action.stake } };
    case 'parlay-stake':
      return { ...state, parlayStake: action.stake };
    case 'policy':
      return { ...state, policy: action.policy };
    case 'placed': {
      const placed = new Set(action.selectionIds);
      const legs = state.legs.filter((l) => !placed.has(l.selectionId));
      const stakes = Object.fromEntries(Object.entries(state.stakes).filter(([id]) => !placed.has(id)));
      return { ...state, legs, stakes, parlayStake: legs.length === 0 ? null : state.parlayStake, mode: legs.length < 2 ? 'singles' : state.mode };
    }
  }
};
