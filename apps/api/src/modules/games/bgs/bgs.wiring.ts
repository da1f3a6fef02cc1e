import type { BgsConfig, MyBetsPage, MyBetsQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { ClusterBus } from '../../../cluster';
import type { SettingsService } from '../../platform/settings';
import { betViewOf, type BgsDeps } from './bet-flow';
import { defaultBgsLimits, type BgsLimits } from './bgs-games';
import { createBgsWallet, type BgsWalletPort } from './bgs-wallet';
import { countMemberBets, listMemberBets } from './bgs.repository';
import { toBetView } from './bet-view';
import { createCrashService, defaultCrashOptions, type CrashOptions } from './crash.service';
import { createInstantGamesService } from './instant-games.service';
import { createMinesService } from './mines.service';
import { createSeedsService } from './seeds.service';
import { createVerifyService } from './verify.service';

export type BgsWiring = {
  settings: SettingsService;
  gameWallet: BgsWalletPort;
  limits?: BgsLimits;
  crash?: Partial<CrashOptions>;
  clock?: () => Date;
  log?: (error: unknown) => void;
  /** Tells the other API instances that crash bets changed, so their sockets show it too. */
  bus?: ClusterBus;
};

/** The in-house games: seeds, the five engines, my bets, the public verifier. */
export const createBgsServices = (db: Kysely<DB>, wiring: BgsWiring) => {
  const clock = wiring.clock ?? (() => new Date());
  const deps: BgsDeps = {
    settings: wiring.settings,
    wallet: createBgsWallet(wiring.gameWallet),
    limits: wiring.limits ?? defaultBgsLimits,
    clock,
    ...(wiring.log ? { log: wiring.log } : {}),
  };

  const config = async (): Promise<BgsConfig> => {
    const { currency } = await wiring.settings.value('merchant');
    return { currency, minBet: Number(deps.limits.minBet), maxBet: Number(deps.limits.maxBet), maxPayout: Number(deps.limits.maxPayout) };
  };

  const myBets = async (memberId: bigint, query: MyBetsQuery): Promise<MyBetsPage> => {
    const total = await countMemberBets(db, memberId, query.game);
    const rows = await listMemberBets(db, memberId, query.game, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return { content: rows.map(toBetView), pageNum: query.pageNum, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize), total };
  };

  return {
    config,
    seeds: createSeedsService(db, clock),
    instant: createInstantGamesService(db, deps),
    mines: createMinesService(db, deps),
    crash: createCrashService(db, deps, { ...defaultCrashOptions, ...wiring.crash }, wiring.bus),
    verifier: createVerifyService(db),
    myBets,
    bet: (id: bigint) => betViewOf(db, id),
  };
};

export type BgsServices = ReturnType<typeof createBgsServices>;
