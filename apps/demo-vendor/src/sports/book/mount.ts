import type { DbTarget } from '@gp/db';
import type { FastifyInstance } from 'fastify';
import type { VendorSession } from '../../sessions';
import type { WalletClient, WalletLogger } from '../../wallet-client';
import { createSportsFeed, type SportsFeed } from '../feed/feed';
import { defaultBookConfig, type BookConfig } from './config';
import { bookDbTarget, openBookDatabase, type BookDatabase } from './database';
import { registerSportsbookRoutes } from './routes';
import { createSportsbook, type Sportsbook } from './sportsbook';

export type SportsbookOptions = {
  /** An open database (tests share one across vendor restarts); else one is opened from `target`. */
  database?: BookDatabase;
  /** Default: DEMO_VENDOR_DATABASE_URL, else PGlite in the vendor's data folder. */
  target?: DbTarget;
  /** The feed (tests give one on a manual clock); default the system clock's. */
  feed?: SportsFeed;
  config?: Partial<BookConfig>;
  /** Run the jobs on their intervals (default true; tests drive them). */
  jobs?: boolean;
};

/** Opens the sportsbook inside the demo vendor: database, services, routes and jobs, closed with the app. */
export const mountSportsbook = async (
  app: FastifyInstance,
  deps: { wallet: WalletClient; sessions: { get: (id: string) => VendorSession | null }; dataDir?: string | undefined; logger?: WalletLogger },
  options: SportsbookOptions,
): Promise<Sportsbook> => {
  const database = options.database ?? (await openBookDatabase(options.target ?? bookDbTarget(process.env, deps.dataDir)));
  const book = createSportsbook({
    db: database.db,
    feed: options.feed ?? createSportsFeed(),
    wallet: deps.wallet,
    config: { ...defaultBookConfig, ...options.config },
    logger: deps.logger,
  });
  registerSportsbookRoutes(app, book, deps.sessions);
  app.addHook('onClose', async () => {
    await book.stop();
    if (!options.database) await database.close();
  });
  if (options.jobs !== false) book.start();
  return book;
};
