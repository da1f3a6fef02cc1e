import { boBoardResults, boLeaderboard, boLeaderboardList, boMission, boMissionList, type BoLeaderboardInput, type BoMissionInput } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const fetchMissions = (signal?: AbortSignal) => typedApi.get('/bo/loyalty/missions', { signal, parse: (v) => boMissionList.parse(v) });
export const createMission = (body: BoMissionInput) => typedApi.post('/bo/loyalty/missions', { body, parse: (v) => boMission.parse(v) });
export const updateMission = (id: number, body: BoMissionInput) =>
  typedApi.put('/bo/loyalty/missions/{id}', { params: { path: { id } }, body, parse: (v) => boMission.parse(v) });

export const fetchBoards = (signal?: AbortSignal) => typedApi.get('/bo/loyalty/leaderboards', { signal, parse: (v) => boLeaderboardList.parse(v) });
export const createBoard = (body: BoLeaderboardInput) => typedApi.post('/bo/loyalty/leaderboards', { body, parse: (v) => boLeaderboard.parse(v) });
export const updateBoard = (id: number, body: BoLeaderboardInput) =>
  typedApi.put('/bo/loyalty/leaderboards/{id}', { params: { path: { id } }, body, parse: (v) => boLeaderboard.parse(v) });
export const fetchBoardResults = (id: number, pageNo: number, signal?: AbortSignal) =>
  typedApi.get('/bo/loyalty/leaderboards/{id}/results', {
    params: { path: { id }, query: { pageNo, pageSize: 20 } },
    signal,
    parse: (v) => boBoardResults.parse(v),
  });

export const missionsAdminKeys = {
  missions: ['loyalty', 'missions'] as const,
  boards: ['loyalty', 'boards'] as const,
  results: (id: number, pageNo: number) => ['loyalty', 'boards', id, 'results', pageNo] as const,
};
