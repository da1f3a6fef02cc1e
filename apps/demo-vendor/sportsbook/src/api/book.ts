import { useQuery } from '@tanstack/react-query';
import type { BetView } from '../../../src/sports/book/views';
import type { OddsPolicy } from '../slip/slip-state';
import { requestJson } from './http';

/**
 * The bet service's routes (apps/demo-vendor/src/sports/book/routes.ts; docs/sportsbook.md). The
 * player is the page's vendor session, sent as the x-vendor-session header. Refusals come back as
 * VendorError with the service's code and its details.
 */
export type { BetView, LegView } from '../../../src/sports/book/views';

export type BookSettings = {
  limits: { default: { minStake: number; maxStake: number; maxPayout: number } };
  inPlayDelayMs: number;
  maxParlayLegs: number;
};

export type PlaceRequest = { stake: number; oddsPolicy: OddsPolicy; legs: { selectionId: string; odds: number }[] };

export const createBookApi = (session: string) => {
  const headers = { 'x-vendor-session': session };
  return {
    place: (request: PlaceRequest) =>
      requestJson<{ ok: true; bet: BetView; balance: number | null }>('/sports/api/bets', { method: 'POST', headers, body: JSON.stringify(request) }),
    bet: (id: string) => requestJson<{ ok: true; bet: BetView }>(`/sports/api/bets/${encodeURIComponent(id)}`, { headers }),
    bets: (status: 'open' | 'settled') => requestJson<{ ok: true; bets: BetView[] }>(`/sports/api/bets?status=${status}`, { headers }),
    cashOutQuote: (id: string) =>
      requestJson<{ ok: true; betId: string; price: number; currency: string }>(`/sports/api/bets/${encodeURIComponent(id)}/cash-out`, { headers }),
    cashOut: (id: string, price: number) =>
      requestJson<{ ok: true; betId: string; amount: number; paid: boolean }>(`/sports/api/bets/${encodeURIComponent(id)}/cash-out`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ price }),
      }),
    settings: () => requestJson<{ ok: true } & BookSettings>('/sports/api/config'),
    balance: () => requestJson<{ ok: true; balance: number; currency: string }>(`/api/${encodeURIComponent(session)}/balance`),
  };
};

export type BookApi = ReturnType<typeof createBookApi>;

export const useBookSettings = (api: BookApi) => useQuery({ queryKey: ['book-settings'], queryFn: api.settings, staleTime: 5 * 60_000 });

export const useBalance = (api: BookApi, enabled: boolean) => useQuery({ queryKey: ['balance'], queryFn: api.balance, refetchInterval: 15_000, enabled });

export const useBets = (api: BookApi, status: 'open' | 'settled') =>
  useQuery({ queryKey: ['bets', status], queryFn: () => api.bets(status), refetchInterval: status === 'open' ? 5_000 : 30_000 });

/** An open bet's live cash-out price, asked again every few seconds while it is shown. */
export const useCashOutQuote = (api: BookApi, id: string, enabled: boolean) =>
  useQuery({ queryKey: ['cash-out', id], queryFn: () => api.cashOutQuote(id), refetchInterval: 3_000, enabled, retry: false });
