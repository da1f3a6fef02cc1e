import { useQuery } from '@tanstack/react-query';
import type { FixtureSummary, League, MatchDetail, OutrightSummary, Sport, SportKey } from '../../../src/sports/feed/types';
import { requestJson } from './http';

/** The feed's read-only routes (apps/demo-vendor/src/sports/feed/feed.routes.ts). Every answer carries the feed's `now`. */
export type SportEntry = Sport & { leagues: League[]; live: number; upcoming: number };

/** How often each view asks again: a live match every 2 s, lists more slowly. */
export const pollMs = { match: 2_000, live: 5_000, upcoming: 15_000, outrights: 15_000, sports: 30_000 } as const;

const query = (params: Record<string, string | number | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
};

export const useSports = () =>
  useQuery({
    queryKey: ['sports'],
    queryFn: () => requestJson<{ now: number; sports: SportEntry[] }>('/sports/api/sports'),
    refetchInterval: pollMs.sports,
  });

export const useFixtures = (filter: { sport?: SportKey; status: 'live' | 'upcoming'; limit?: number }) =>
  useQuery({
    queryKey: ['fixtures', filter],
    queryFn: () => requestJson<{ now: number; fixtures: FixtureSummary[] }>(`/sports/api/fixtures${query(filter)}`),
    refetchInterval: filter.status === 'live' ? pollMs.live : pollMs.upcoming,
  });

export const useMatch = (id: string) =>
  useQuery({
    queryKey: ['match', id],
    queryFn: () => requestJson<{ now: number; match: MatchDetail }>(`/sports/api/matches/${encodeURIComponent(id)}`),
    // A live match moves every few seconds; an ended one no more.
    refetchInterval: (q) => (q.state.data?.match.status === 'ended' || q.state.data?.match.status === 'abandoned' ? false : pollMs.match),
    retry: (count, error) => count < 2 && !(error instanceof Error && error.message === 'NOT_FOUND'),
  });

export const useOutrights = (sport?: SportKey) =>
  useQuery({
    queryKey: ['outrights', sport ?? 'all'],
    queryFn: () => requestJson<{ now: number; outrights: OutrightSummary[] }>(`/sports/api/outrights${query({ sport })}`),
    refetchInterval: pollMs.outrights,
  });
