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
  type BgsConfig,
  type BgsGame,
  type CrashBetRequest,
  type CrashBetResult,
  type CrashCashoutRequest,
  type CrashState,
  type DiceBetRequest,
  type LimboBetRequest,
  type MinesRoundView,
  type MinesStartRequest,
  type MyBetsPage,
  type PlinkoBetRequest,
  type RotateSeedResponse,
  type SeedsView,
  type VerifyResult,
} from '@gp/contracts';
import { api } from '../../../api/api-client';
import { bgsKeys } from '../queries/keys';

export const bgsConfigQuery = () =>
  queryOptions({
    queryKey: bgsKeys.config,
    queryFn: ({ signal }) => api.get<BgsConfig>(bgsPaths.config, { signal, parse: (v) => bgsConfig.parse(v) }),
    staleTime: 5 * 60_000,
  });

export const seedsQuery = (token: string | null) =>
  queryOptions({
    queryKey: bgsKeys.seedsFor(token),
    queryFn: ({ signal }) => api.get<SeedsView>(bgsPaths.seeds, { signal, parse: (v) => seedsView.parse(v) }),
    enabled: token !== null,
  });

/** Under the records root: a money event (invalidateMoney after each bet) refreshes the list. */
export const myBetsQuery = (token: string | null, game: BgsGame) =>
  queryOptions({
    queryKey: bgsKeys.myBets(token, game),
    queryFn: ({ signal }) => api.get<MyBetsPage>(`${bgsPaths.myBets}?game=${game}&pageNum=1&pageSize=10`, { signal, parse: (v) => myBetsPage.parse(v) }),
    enabled: token !== null,
  });

export const minesActiveQuery = (token: string | null) =>
  queryOptions({
    queryKey: bgsKeys.minesActive(token),
    queryFn: ({ signal }) => api.get<MinesRoundView | null>(bgsPaths.minesActive, { signal, parse: (v) => minesRoundView.nullable().parse(v) }),
    enabled: token !== null,
  });

export const crashStateQuery = () =>
  queryOptions({
    queryKey: bgsKeys.crashState,
    queryFn: ({ signal }) => api.get<CrashState>(bgsPaths.crashState, { signal, parse: (v) => crashState.parse(v) }),
  });

/** The public verifier's answer; a query string built from a bet id or raw inputs. */
export const verifyQuery = (search: string) =>
  queryOptions({
    queryKey: bgsKeys.verify(search),
    queryFn: ({ signal }) => api.get<VerifyResult>(`${bgsPaths.verify}?${search}`, { signal, parse: (v) => verifyResult.parse(v) }),
    enabled: search !== '',
    retry: false,
  });

const parseBet = (v: unknown) => betResult.parse(v);
const parseMines = (v: unknown) => minesRoundView.parse(v);

export const placeDiceBet = (body: DiceBetRequest): Promise<BetResult> => api.post(bgsPaths.diceBet, body, { parse: parseBet });
export const placeLimboBet = (body: LimboBetRequest): Promise<BetResult> => api.post(bgsPaths.limboBet, body, { parse: parseBet });
export const placePlinkoBet = (body: PlinkoBetRequest): Promise<BetResult> => api.post(bgsPaths.plinkoBet, body, { parse: parseBet });
export const startMines = (body: MinesStartRequest): Promise<MinesRoundView> => api.post(bgsPaths.minesStart, body, { parse: parseMines });
export const revealMine = (roundId: string, tile: number): Promise<MinesRoundView> => api.post(bgsPaths.minesReveal, { roundId, tile }, { parse: parseMines });
export const cashoutMines = (roundId: string): Promise<MinesRoundView> => api.post(bgsPaths.minesCashout, { roundId }, { parse: parseMines });
export const placeCrashBet = (body: CrashBetRequest): Promise<CrashBetResult> => api.post(bgsPaths.crashBet, body, { parse: (v) => crashBetResult.parse(v) });
export const cashoutCrash = (body: CrashCashoutRequest): Promise<CrashBetResult> =>
  api.post(bgsPaths.crashCashout, body, { parse: (v) => crashBetResult.parse(v) });
/** The answer is not read: the seeds query is refetched afterwards either way. */
export const setClientSeed = (clientSeed: string): Promise<unknown> => api.put<unknown>(bgsPaths.clientSeed, { clientSeed });
export const rotateSeed = (clientSeed?: string): Promise<RotateSeedResponse> =>
  api.post(bgsPaths.rotateSeed, clientSeed ? { clientSeed } : {}, { parse: (v) => rotateSeedResponse.parse(v) });
