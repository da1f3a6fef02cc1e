import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import { createLotteryBettingService } from './betting.service';
import { createLotteryDrawsService } from './draws.service';
import { createLotteryRunner } from './lottery-runner';
import type { LotteryWalletPort } from './lottery-wallet';
import { createLotteryResultsService } from './results.service';
import { createLotterySettlementService } from './settlement.service';

export type LotteryWiring = {
  settings: SettingsService;
  wallet: LotteryWalletPort;
  audit?: AuditService;
  clock?: () => Date;
  simulatedResults: boolean;
  tickSeconds: number;
};

/** The in-house lottery: betting, results, settlement and the runner that moves draws along. */
export const createLotteryServices = (db: Kysely<DB>, wiring: LotteryWiring) => {
  const clock = wiring.clock ?? (() => new Date());
  const audit = wiring.audit ? { audit: wiring.audit } : {};
  const results = createLotteryResultsService(db, { clock, ...audit });
  const draws = createLotteryDrawsService(db, { clock, simulatedResults: wiring.simulatedResults, results });
  const settlement = createLotterySettlementService(db, { wallet: wiring.wallet, clock, ...audit });
  return {
    betting: createLotteryBettingService(db, { settings: wiring.settings, wallet: wiring.wallet, clock }),
    results,
    draws,
    settlement,
    runner: createLotteryRunner(db, { draws, settlement, clock, tickSeconds: wiring.tickSeconds }),
  };
};

export type LotteryServices = ReturnType<typeof createLotteryServices>;
