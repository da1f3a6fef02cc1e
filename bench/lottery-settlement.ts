import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { LineInput } from '../apps/api/src/modules/games/lottery/families';
import { createGameWalletService } from '../apps/api/src/modules/games/gateway';
import { createLotteryServices, defaultLotteryGames, installLotteryGames, lotteryVendorCodes } from '../apps/api/src/modules/games/lottery';
import { checkLedgerInvariants, openHouseAccount, openMainWallet, postJournal } from '../apps/api/src/modules/money/ledger';
import { createAuditService } from '../apps/api/src/modules/platform/audit';
import { createSettingsService } from '../apps/api/src/modules/platform/settings';
import { createBenchDatabase } from './support/bench-database';
import { databaseCpu, nodeCpu, seconds } from './support/cpu-time';

/**
 * One Vietnam north draw with BETS bets (default 100,000: MEMBERS members, default 20,000, each
 * placing one slip of BETS / MEMBERS lines) settled and paid on real PostgreSQL. The slips go
 * through the real betting service and game wallet (SLIP_CONCURRENCY at once, default 32): lô, đề,
 * đầu đề, ba càng and xiên 2 on random numbers. Then the draw is closed, a random sheet published,
 * and the two timed steps run: settle (every bet's win computed and written, set-based, in one
 * transaction) and pay (each member's total through the wallet's batch path). Prints both, the
 * CPU of the database and of Node, and checks that every member's win arrived once and that the
 * books balance.
 * Run: npm run bench:lottery (DATABASE_URL: any database on the server, default postgres@127.0.0.1).
 */
const memberCount = Number(process.env.MEMBERS ?? 20_000);
const betCount = Number(process.env.BETS ?? 100_000);
const slipConcurrency = Number(process.env.SLIP_CONCURRENCY ?? 32);
const dbName = process.env.BENCH_DB ?? 'gp_bench_lottery';
const currency = 'INR';
const linesPerSlip = Math.ceil(betCount / memberCount);

const twoDigits = () => String(randomInt(100)).padStart(2, '0');
const randomLine = (): LineInput => {
  const kind = randomInt(10);
  if (kind < 4) return { type: 'lo', numbers: [twoDigits()], stake: 100 };
  if (kind < 7) return { type: 'de', numbers: [twoDigits()], stake: 1_000 };
  if (kind < 8) return { type: 'de-head', numbers: [String(randomInt(10))], stake: 1_000 };
  if (kind < 9) return { type: 'three-cang', numbers: [String(randomInt(1000)).padStart(3, '0')], stake: 100 };
  const a = twoDigits();
  let b = twoDigits();
  while (b === a) b = twoDigits();
  return { type: 'xien-2', numbers: [a, b], stake: 1_000 };
};

const main = async () => {
  const database = await createBenchDatabase({ dbName, poolSize: 8 });
  const { db } = database;
  const started = new Date();
  try {
    const seedStart = performance.now();
    const audit = createAuditService(db);
    const settings = createSettingsService(db, audit, 60_000);
    await settings.ensureDefaults();
    const wallet = createGameWalletService(db, { settings, businessTimeZone: 'Asia/Kolkata', sessionTtlMinutes: 60, cacheMs: 60_000, maxStatements: 8 });
    for (const [code, category] of [
      [lotteryVendorCodes.draws, 'LOTT'],
      [lotteryVendorCodes.fast, 'ELOTT'],
    ] as const) {
      const vendor = await db
        .insertInto('catalog_vendors')
        .values({ code, display_name: code, game_type: category, logo_url: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const games = defaultLotteryGames.filter((g) => g.game.vendor_code === code);
      await db
        .insertInto('catalog_games')
        .values(
          games.map((g) => ({
            vendor_id: vendor.id,
            vassalage: code,
            game_type: category,
            game_code: g.game.game_code,
            game_name: g.name,
            display_names: '{}',
            icon_url: '',
            search_text: g.name,
          })),
        )
        .execute();
    }
    await installLotteryGames(db, defaultLotteryGames);
    // No per-number or per-member limit: the benchmark measures settlement, not refusals.
    await db.updateTable('lottery_games').set({ number_limit: null, member_draw_limit: null }).where('code', '=', 'vn-north').execute();

    const clock = { now: started };
    const lottery = createLotteryServices(db, { settings, wallet, audit, clock: () => clock.now, simulatedResults: false, tickSeconds: 60 });
    await lottery.draws.schedule(clock.now);
    const draw = await db
      .selectFrom('lottery_draws')
      .select(['id', 'close_at', 'draw_at'])
      .where('game_code', '=', 'vn-north')
      .where('opens_at', '<=', clock.now)
      .where('close_at', '>', clock.now)
      .orderBy('close_at')
      .executeTakeFirstOrThrow();

    const { rows: members } = await sql<{ id: string }>`
      insert into members (account, password_hash, register_method, country)
      select 'lotto' || g, 'x', 'username', 'IN' from generate_series(1, ${memberCount}) g returning id`.execute(db);
    const house = await openHouseAccount(db, 'house_payment', currency, 'BENCH');
    for (const member of members) {
      const main = await openMainWallet(db, { id: BigInt(member.id), isAgent: false }, currency);
      await postJournal(db, {
        idempotencyKey: `bench-deposit:${member.id}`,
        kind: 'deposit',
        legs: [
          { accountId: house.id, amount: -10_000_000n },
          { accountId: main.id, amount: 10_000_000n },
        ],
        metadata: {},
      });
    }
    let next = 0;
    const placeSlips = async () => {
      for (let i = next++; i < members.length; i = next++) {
        const lines = Array.from({ length: Math.min(linesPerSlip, betCount - i * linesPerSlip) }, randomLine);
        if (lines.length === 0) continue;
        await lottery.betting.place({ memberId: BigInt(members[i]!.id), drawId: draw.id, clientKey: `bench-slip-${i}`, lines });
      }
    };
    await Promise.all(Array.from({ length: slipConcurrency }, placeSlips));
    const seedS = seconds(seedStart);

    clock.now = new Date(draw.draw_at.getTime() + 60_000);
    await lottery.draws.close(clock.now);
    await lottery.results.simulate(draw.id, (n) => randomInt(n));
    await sql`analyze`.execute(db);

    const cpu0 = [await databaseCpu(db), nodeCpu()] as const;
    const settleStart = performance.now();
    if (!(await lottery.settlement.settle(draw.id))) throw new Error('the draw did not settle');
    const settleS = seconds(settleStart);
    const cpu1 = [await databaseCpu(db), nodeCpu()] as const;
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    const payStart = performance.now();
    if (!(await lottery.settlement.pay(draw.id))) throw new Error('the draw was not paid');
    const payS = seconds(payStart);
    const cpu2 = [await databaseCpu(db), nodeCpu()] as const;

    const { rows } = await sql<{ bets: string; winners: string; payout: string; credited: string; rounds: string }>`select
      (select count(*)::text from lottery_bets where draw_id = ${draw.id}) as bets,
      (select count(*)::text from lottery_member_stakes where draw_id = ${draw.id} and payout > 0) as winners,
      (select coalesce(sum(payout), 0)::text from lottery_bets where draw_id = ${draw.id}) as payout,
      (select coalesce(sum(amount), 0)::text from game_transactions where action = 'win' and round_id = ${`draw-${draw.id}`}) as credited,
      (select count(*)::text from game_rounds where round_id = ${`draw-${draw.id}`} and status = 'closed') as rounds`.execute(db);
    const figures = rows[0]!;
    if (figures.payout !== figures.credited) throw new Error(`won ${figures.payout} but credited ${figures.credited}`);
    if (Number(figures.rounds) !== members.length) throw new Error(`${figures.rounds} of ${members.length} rounds closed`);
    const violations = await checkLedgerInvariants(db);
    if (violations.length > 0) throw new Error(`ledger invariants: ${JSON.stringify(violations.slice(0, 3))}`);

    console.log(
      `lottery settlement on PostgreSQL: ${figures.bets} bets by ${members.length} members on one Vietnam north draw (load ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(`  seed (members, deposits, slips through the betting service): ${seedS.toFixed(1)} s`);
    console.log(`  settle: ${settleS.toFixed(2)} s (database CPU ${(cpu1[0] - cpu0[0]).toFixed(2)} s, Node CPU ${(cpu1[1] - cpu0[1]).toFixed(2)} s)`);
    console.log(
      `  pay:    ${payS.toFixed(2)} s (database CPU ${(cpu2[0] - cpu1[0]).toFixed(2)} s, Node CPU ${(cpu2[1] - cpu1[1]).toFixed(2)} s), ${figures.winners} winners`,
    );
    console.log(`  settle + pay: ${(settleS + payS).toFixed(2)} s (target under 10 s)`);
  } finally {
    await database.drop();
  }
};

await main();
