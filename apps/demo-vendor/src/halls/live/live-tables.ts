import { gameNameOf, type GameSetup } from '../../games';
import type { VendorLanguage } from '../../i18n';
import type { RandomSource } from '../../rng';
import type { HallWallet } from '../money/hall-wallet';
import { dealerAt } from './dealers';
import { baccaratTable } from './games/baccarat-table';
import { dragonTigerTable } from './games/dragon-tiger-table';
import { rouletteTable } from './games/roulette-table';
import { tierScale, type LiveGame, type LiveGameKind } from './live-game';
import { createLiveTable, type LiveTable, type RoundSettled, type TableTiming } from './live-table';

type LiveSetup = Extract<GameSetup, { engine: 'live' }>;

const gameOf = (kind: LiveGameKind, scale: number): LiveGame<unknown> => {
  // Each game keeps its own result type; the table only hands a result back to the game that dealt it.
  if (kind === 'roulette') return rouletteTable(scale) as LiveGame<unknown>;
  if (kind === 'dragon-tiger') return dragonTigerTable(scale) as LiveGame<unknown>;
  return baccaratTable(scale) as LiveGame<unknown>;
};

export type LiveTablesOptions = {
  wallet: HallWallet;
  random: RandomSource;
  timing?: Partial<TableTiming>;
  onSettled?: (table: string, settled: RoundSettled) => void;
};

/**
 * Every live table of the catalog, opened when its first player sits: one table per (vendor, game),
 * shared by everyone who opens that game, each with its dealer and its limits (by the game's tier).
 */
export const createLiveTables = (options: LiveTablesOptions) => {
  const tables = new Map<string, LiveTable>();

  const tableFor = (vendorCode: string, gameCode: string, setup: LiveSetup): LiveTable => {
    const id = `${vendorCode}:${gameCode}`;
    const existing = tables.get(id);
    if (existing) return existing;
    const scale = tierScale[setup.tier];
    const table = createLiveTable({
      id,
      gameCode,
      game: gameOf(setup.game, scale),
      wallet: options.wallet,
      random: options.random,
      ...(options.timing ? { timing: options.timing } : {}),
      nameIn: (language) => gameNameOf(vendorCode, gameCode, language as VendorLanguage),
      roundMax: 1_000_000 * scale,
      ...(options.onSettled ? { onSettled: (settled: RoundSettled) => options.onSettled?.(id, settled) } : {}),
    });
    tables.set(id, table);
    return table;
  };

  return {
    tableFor,
    /**
     * The lobby's model list: the dealer of each of the studio's featured tables now (a shift's
     * rota is known without anyone seated), with the players watching and the last results of the
     * tables in play.
     */
    models: (featured: readonly { vendorCode: string; gameCode: string; game: LiveGameKind }[], now: number = Date.now()) =>
      featured.map(({ vendorCode, gameCode, game }) => {
        const id = `${vendorCode}:${gameCode}`;
        const info = tables.get(id)?.info();
        return {
          dealer: dealerAt(id, now),
          vendorCode,
          gameCode,
          game,
          live: info?.running ?? false,
          viewers: info?.viewers ?? 0,
          last: info?.last ?? [],
        };
      }),
    stop: () => Promise.all([...tables.values()].map((t) => t.stop())),
  };
};

export type LiveTables = ReturnType<typeof createLiveTables>;
