import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { JobRunner } from '../../../lib/interval-sweep';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { createLotteryBettingService } from './betting.service';
import { createLotteryDrawsService } from './draws.service';
import { createLotteryAdminService } from './lottery-admin.service';
import { createLotteryRunner } from './lottery-runner';
import { createLotteryViewsService } from './lottery-views.service';
import type { LotteryWalletPort } from './lottery-wallet';
import { createLotteryResultsService } from './results.service';
import { createLotterySettlementService } from './settlement.service';

export type LotteryWiring = {
  settings: SettingsService;
  wallet: LotteryWalletPort;
  audit: AuditService;
  clock?: () => Date;
  simulatedResults: boolean;
  tickSeconds: number;
  jobs?: JobRunner;
};

/** The in-house lottery: betting, results, settlement and the runner that moves draws along. */
export const createLotteryServices = (db: Kysely<DB>, wiring: LotteryWiring) => {
  const clock = wiring.clock ?? (() => new Date());
  const { audit } = wiring;
  const results = createLotteryResultsService(db, { clock, audit });
  const draws = createLotteryDrawsService(db, { clock, simulatedResults: wiring.simulatedResults, results });
  const settlement = createLotterySettlementService(db, { wallet: wiring.wallet, clock, audit });
  return {
    betting: createLotteryBettingService(db, { settings: wiring.settings, wallet: wiring.wallet, clock }),
    results,
    draws,
    views: createLotteryViewsService(db, { settings: wiring.settings, clock }),
    admin: createLotteryAdminService(db, { audit, results, settlement, clock }),
    settlement,
    runner: createLotteryRunner(db, { draws, settlement, clock, tickSeconds: wiring.tickSeconds, jobs: wiring.jobs }),
  };
};

export type LotteryServices = ReturnType<typeof createLotteryServices>;
