import { queryOptions } from '@tanstack/react-query';
import {
  bgsConfig,
  bgsPaths,
  betResult,
  crashBetResult,
  crashState,
  minesRoundView,
  myBetsPage,
  rotateSeedResponse,
  seedsView,
  verifyResult,
  type BetResult,
  type BgsGame,
  type CrashBetRequest,
  type CrashBetResult,
  type CrashCashoutRequest,
  type DiceBetRequest,
  type LimboBetRequest,
  type MinesRoundView,
  type MinesStartRequest,
  type PlinkoBetRequest,
  type RotateSeedResponse,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { bgsKeys } from '../queries/keys';
import { verifyParams, type VerifyRequest } from './verify-params';

export const bgsConfigQuery = () =>
  queryOptions({
    queryKey: bgsKeys.config,
    queryFn: ({ signal }) => api.get('/wps/bgs/config', { signal, parse: (v) => bgsConfig.parse(v) }),
    staleTime: 5 * 60_000,
  });

export const seedsQuery = (token: string | null) =>
  queryOptions({
    queryKey: bgsKeys.seedsFor(token),
    queryFn: ({ signal }) => api.get('/wps/bgs/seeds', { signal, parse: (v) => seedsView.parse(v) }),
    enabled: token !== null,
  });

/** Under the records root: a money event (invalidateMoney after each bet) refreshes the list. */
export const myBetsQuery = (token: string | null, game: BgsGame) =>
  queryOptions({
    queryKey: bgsKeys.myBets(token, game),
    queryFn: ({ signal }) => api.get('/wps/bgs/bets', { params: { query: { game, pageNum: 1, pageSize: 10 } }, signal, parse: (v) => myBetsPage.parse(v) }),
    enabled: token !== null,
  });

export const minesActiveQuery = (token: string | null) =>
  queryOptions({
    queryKey: bgsKeys.minesActive(token),
    queryFn: ({ signal }) => api.get('/wps/bgs/mines/active', { signal, parse: (v) => minesRoundView.nullable().parse(v) }),
    enabled: token !== null,
  });

export const crashStateQuery = () =>
  queryOptions({
    queryKey: bgsKeys.crashState,
    queryFn: ({ signal }) => api.get('/wps/bgs/crash/state', { signal, parse: (v) => crashState.parse(v) }),
  });

/** The public verifier's answer for a stored bet or raw inputs; nothing is asked without a request. */
export const verifyQuery = (request: VerifyRequest | null) =>
  queryOptions({
    queryKey: bgsKeys.verify(request),
    queryFn: ({ signal }) =>
      api.get('/wps/bgs/verify', { params: { query: request ? verifyParams(request) : {} }, signal, parse: (v) => verifyResult.parse(v) }),
    enabled: request !== null,
    retry: false,
  });

const parseBet = (v: unknown) => betResult.parse(v);
const parseMines = (v: unknown) => minesRoundView.parse(v);

export const placeDiceBet = (body: DiceBetRequest): Promise<BetResult> => api.post('/wps/bgs/dice/bet', { body, parse: parseBet });
export const placeLimboBet = (body: LimboBetRequest): Promise<BetResult> => api.post('/wps/bgs/limbo/bet', { body, parse: parseBet });
export const placePlinkoBet = (body: PlinkoBetRequest): Promise<BetResult> => api.post('/wps/bgs/plinko/bet', { body, parse: parseBet });
export const startMines = (body: MinesStartRequest): Promise<MinesRoundView> => api.post('/wps/bgs/mines/start', { body, parse: parseMines });
export const revealMine = (roundId: string, tile: number): Promise<MinesRoundView> =>
  api.post('/wps/bgs/mines/reveal', { body: { roundId, tile }, parse: parseMines });
export const cashoutMines = (roundId: string): Promise<MinesRoundView> => api.post('/wps/bgs/mines/cashout', { body: { roundId }, parse: parseMines });
export const placeCrashBet = (body: CrashBetRequest): Promise<CrashBetResult> =>
  api.post('/wps/bgs/crash/bet', { body, parse: (v) => crashBetResult.parse(v) });
export const cashoutCrash = (body: CrashCashoutRequest): Promise<CrashBetResult> =>
  api.post('/wps/bgs/crash/cashout', { body, parse: (v) => crashBetResult.parse(v) });
/** The answer is not read: the seeds query is refetched afterwards either way. */
export const setClientSeed = (clientSeed: string): Promise<unknown> => api.put('/wps/bgs/seeds/client', { body: { clientSeed } });
export const rotateSeed = (clientSeed?: string): Promise<RotateSeedResponse> =>
  api.post('/wps/bgs/seeds/rotate', { body: clientSeed ? { clientSeed } : {}, parse: (v) => rotateSeedResponse.parse(v) });

/** The crash round's WebSocket, on this page's host (wss on HTTPS). */
export const crashSocketUrl = (): string => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${bgsPaths.crashSocket}`;
