import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import type { SelectionQuote } from '../../../src/sports/feed/types';
import { requestJson } from '../api/http';
import { emptySlip, slipReducer, type SlipAction, type SlipLeg, type SlipState } from './slip-state';

/** How often the slip asks for its legs' prices. */
export const quotePollMs = 3_000;

type Slip = { state: SlipState; legs: SlipLeg[]; dispatch: Dispatch<SlipAction>; has: (selectionId: string) => boolean };

const SlipContext = createContext<Slip | null>(null);

/** Legs with their latest quotes laid over: the price now, and suspended when the market is (or is gone). */
export const withQuotes = (legs: readonly SlipLeg[], quotes: readonly (SelectionQuote | undefined)[]): SlipLeg[] =>
  legs.map((leg, i) => {
    const quote = quotes[i];
    if (!quote) return leg;
    return { ...leg, odds: quote.odds ?? leg.odds, suspended: quote.suspended || quote.odds === null };
  });

export const SlipProvider = ({ children }: { children: ReactNode }) => {
  const [state, dispatch] = useReducer(slipReducer, emptySlip);
  const quotes = useQueries({
    queries: state.legs.map((leg) => ({
      queryKey: ['quote', leg.selectionId],
      queryFn: () => requestJson<{ quote: SelectionQuote }>(`/sports/api/selections/${encodeURIComponent(leg.selectionId)}`),
      refetchInterval: quotePollMs,
    })),
  });
  const quoteData = quotes.map((q) => q.data?.quote);
  const quoteKey = quoteData.map((q) => (q ? `${q.selectionId}:${q.odds}:${q.suspended}` : '')).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- quoteKey stands for quoteData's content
  const legs = useMemo(() => withQuotes(state.legs, quoteData), [state.legs, quoteKey]);
  const value = useMemo<Slip>(() => ({ state, legs, dispatch, has: (id) => state.legs.some((l) => l.selectionId === id) }), [state, legs]);
  return <SlipContext.Provider value={value}>{children}</SlipContext.Provider>;
};

export const useSlip = (): Slip => {
  const slip = useContext(SlipContext);
  if (!slip) throw new Error('useSlip outside SlipProvider');
  return slip;
};
