import { resolve } from 'node:path';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { featuredLiveTables, gameSetupOf } from '../games';
import type { RandomSource } from '../rng';
import type { VendorSession } from '../sessions';
import type { WalletClient } from '../wallet-client';
import { createFishingHalls, type FishingHallsOptions } from './fishing/fishing-halls';
import type { Hall } from './hub/hall';
import { registerHallSocket } from './hub/hall-socket';
import type { RoundSettled, TableTiming } from './live/live-table';
import { createLiveTables } from './live/live-tables';
import { createHallWallet } from './money/hall-wallet';
import { createOpenStakes } from './money/open-stakes';
import { createCockpits } from './cockfight/cockpits';
import type { CockfightSchedule } from './cockfight/schedule';
import type { RoomTiming } from './teen-patti/room/room';
import { createTeenPattiRooms } from './teen-patti/room/rooms';
import { registerTeenPattiRoutes } from './teen-patti/room/routes';

export type HallsOptions = {
  /** Changes to the cockpits' schedule (tests shorten it to seconds). */
  cockfightSchedule?: Partial<CockfightSchedule>;
  /** Live tables' timers (tests and benchmarks shorten them). */
  liveTiming?: Partial<TableTiming>;
  /** Called when a live table has paid a round (benchmarks time it). */
  onLiveSettled?: (table: string, settled: RoundSettled) => void;
  /** Fishing games' batches (tests shorten them). */
  fishing?: FishingHallsOptions;
  /** Teen Patti rooms' turn time, pause between hands and reconnect grace (tests shorten them). */
  teenPattiTiming?: Partial<RoomTiming>;
};

/** Frames are small: a bet on up to 40 spots, a chat line. */
const maxFrameBytes = 4096;

/**
 * The shared games: the socket every one of them is played over, and the halls behind it. A
 * session's game decides its hall; the halls stop with the vendor, voiding and refunding any round
 * not yet paid.
 */
export const mountHalls = async (
  app: FastifyInstance,
  deps: { wallet: WalletClient; sessions: { get: (id: string) => VendorSession | null }; random: RandomSource; dataDir?: string | undefined },
  options: HallsOptions = {},
) => {
  const wallet = createHallWallet(deps.wallet, createOpenStakes(deps.dataDir ? resolve(deps.dataDir, 'hall-stakes.jsonl') : undefined));
  const live = createLiveTables({
    wallet,
    random: deps.random,
    ...(options.liveTiming ? { timing: options.liveTiming } : {}),
    ...(options.onLiveSettled ? { onSettled: options.onLiveSettled } : {}),
  });
  const cockpits = createCockpits({
    wallet,
    random: deps.random,
    ...(options.cockfightSchedule ? { schedule: options.cockfightSchedule } : {}),
    onError: (error) => app.log.error({ err: error }, 'cockpit'),
  });
  const fishing = createFishingHalls({ wallet, random: deps.random, log: (data, message) => app.log.info(data, message), ...options.fishing });
  const teenPatti = createTeenPattiRooms({
    wallet,
    random: deps.random,
    ...(options.teenPattiTiming ? { timing: options.teenPattiTiming } : {}),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  const hallOf = (session: VendorSession): Hall | null => {
    const setup = gameSetupOf(session.vendorCode, session.gameCode);
    if (setup?.engine === 'cockfight') return cockpits.cockpitFor(session.vendorCode).hall;
    if (setup?.engine === 'live') return live.tableFor(session.vendorCode, session.gameCode, setup).hall;
    if (setup?.engine === 'fishing') return fishing.hallFor(session.vendorCode, session.gameCode).hall;
    if (setup?.engine === 'teen-patti') return teenPatti.hallFor(session);
    return null;
  };
  await app.register(websocket, { options: { maxPayload: maxFrameBytes } });
  const socket = registerHallSocket(app, { sessions: deps.sessions, hallOf });

  app.get<{ Querystring: { vendor?: string } }>('/halls/live/models', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const vendor = request.query.vendor;
    const featured = featuredLiveTables().filter((t) => !vendor || t.vendorCode === vendor);
    return { models: live.models(featured) };
  });

  registerTeenPattiRoutes(app, teenPatti);

  // Before the wallet client stops (onClose): the refunds of rounds cut short must reach its queue.
  app.addHook('preClose', async () => {
    await live.stop();
    await fishing.stop();
    await cockpits.stop();
    await teenPatti.stop();
  });
  return {
    live,
    teenPatti,
    sockets: socket.members,
    /** Rolls back the stakes of rounds a previous run never paid; call once the wallet client has started. */
    recover: () => wallet.recover(),
  };
};
export type Halls = Awaited<ReturnType<typeof mountHalls>>;
