import { queryOptions } from '@tanstack/react-query';
import type { ClaimMissionResult, LeaderboardView, MissionSummary } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { missionKeys } from '../queries/keys';

/** Progress moves as the member plays and deposits: refetched every 30 s and when the window regains focus. */
const liveMs = 30_000;

/** The member's missions with live progress and the count to claim; only a real member's token asks. */
export const missionSummaryQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: missionKeys.summary(token, language),
    queryFn: ({ signal }): Promise<MissionSummary> => api.post('/wps/relay/MCS2_missionSummary', { signal }),
    enabled: token !== null,
    staleTime: 10_000,
    refetchInterval: liveMs,
    refetchOnWindowFocus: true,
  });

/** One board (the first when none is named), this period or the one before. */
export const leaderboardQuery = (token: string | null, language: string, boardId: number | null, previous: boolean) =>
  queryOptions({
    queryKey: missionKeys.board(token, language, boardId, previous),
    queryFn: ({ signal }): Promise<LeaderboardView> =>
      api.post('/wps/relay/MCS2_missionLeaderboard', { body: { ...(boardId === null ? {} : { boardId }), previous }, signal }),
    enabled: token !== null,
    refetchInterval: previous ? false : 60_000,
    refetchOnWindowFocus: !previous,
  });

/** The server checks completion again and answers a repeated claim with the first one's result. */
export const claimMission = (missionId: number): Promise<ClaimMissionResult> => api.post('/wps/relay/MCS2_claimMission', { body: { missionId } });
