import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMainWallet } from '../../../../../api/src/modules/money/ledger';
import { currency, fundMember, newMember, type TestMember } from '../../../../../api/src/modules/money/wallet/wallet.test-support';
import type { TestApp } from '../../../../../api/src/testing/test-app';
import type { DemoVendor } from '../../../server';
import { connectHall, demoSession, type Frame, type HallClient } from '../../testing/hall-client';
import { startHallsPlatform, type HallsPlatform } from '../../testing/halls-platform';
import type { HandEvent, HandState, HandView } from '../index';
import type { RoomInfo } from './room';

/**
 * Teen Patti rooms against the real platform: what every socket is sent over many hands (never a
 * card of another seat before a show between them), a real-money hand settled in the ledger with
 * the rake, a player whose socket closes at their turn packed while the hand goes on, a refused
 * boot sitting out, and the room list.
 */

let t: TestApp;
let vendor: DemoVendor;
let vendorUrl: string;
let platform: HallsPlatform;

beforeAll(async () => {
  platform = await startHallsPlatform({ halls: { teenPattiTiming: { turnMs: 1_500, pauseMs: 150, reconnectMs: 3_000 } } });
  ({ t, vendor, vendorUrl } = platform);
});

afterAll(() => platform?.close());

type HandFrame = Frame & { view: HandView };
const isHand = (f: Frame): f is HandFrame => f.type === 'hand';
const handOf = (f: Frame) => (isHand(f) ? f.view : null);
const betting = (f: Frame) => handOf(f)?.phase === 'betting';

/** A real-money session of a game for a member, opened through `authenticate` as the platform's launch does. */
const realSession = (member: TestMember, game: string): Promise<string> => platform.realSession(member, game);
const ledgerBalance = async (m: TestMember) => (await findMainWallet(t.database.db, m.holder, currency))?.balance ?? 0n;

/** Sits every client at the room at once (so all are in its first hand) and returns each one's seat. */
const sitAll = async (clients: HallClient[], roomId: string): Promise<number[]> => {
  await Promise.all(clients.map((c) => c.next((f) => f.type === 'welcome')));
  for (const c of clients) c.send({ type: 'sit', roomId });
  const tables = await Promise.all(clients.map((c) => c.next((f) => f.type === 'table' && (f.you as { seat: number | null }).seat !== null)));
  return tables.map((table) => (table.you as { seat: number }).seat);
};
/** The first hand dealt to `players` seats. */
const dealtTo = (players: number) => (f: Frame) => betting(f) && handOf(f)!.seats.filter((s) => s.status === 'playing').length === players;

/** Every card number under a `cards` or `card` key anywhere in a frame. */
const cardFields = (value: unknown, into: number[] = []): number[] => {
  if (Array.isArray(value)) {
    for (const item of value) cardFields(item, into);
    return into;
  }
  if (value === null || typeof value !== 'object') return into;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'cards' && Array.isArray(inner)) into.push(...inner.filter((c): c is number => typeof c === 'number'));
    else if (key === 'card' && typeof inner === 'number') into.push(inner);
    else cardFields(inner, into);
  }
  return into;
};

/**
 * When, in a hand's record, `viewer` may first see `owner`'s cards: the event index of a show or
 * forced show revealing them, or of an accepted side show between the two; null if never.
 */
const revealIndex = (events: readonly HandEvent[], owner: number, viewer: number | null): number | null => {
  for (const [index, event] of events.entries()) {
    if (event.type === 'reveal' && event.hands.some((h) => h.seat === owner)) return index;
    if (event.type === 'side-show-accepted' && viewer !== null) {
      const asked = events.slice(0, index).findLast((e) => e.type === 'side-show');
      const pair = asked?.type === 'side-show' ? [asked.seat, asked.against] : [];
      if (pair.includes(owner) && pair.includes(viewer)) return index;
    }
  }
  return null;
};

/** A bot's choice among the actions its view offers: see now and then, chaal most, pack sometimes. */
const choose = (options: { action: string }[]): string => {
  const has = (a: string) => options.some((o) => o.action === a);
  const weights: [string, number][] = [
    ['see', 3],
    ['chaal', 5],
    ['raise', 1],
    ['pack', 2],
    ['show', 4],
    ['side-show', 4],
    ['accept-side-show', 1],
    ['refuse-side-show', 1],
  ];
  const open = weights.filter(([a]) => has(a));
  let pick = Math.random() * open.reduce((s, [, w]) => s + w, 0);
  for (const [action, weight] of open) {
    pick -= weight;
    if (pick < 0) return action;
  }
  return open[0]![0];
};

/** Plays a client's seat: whenever its view says it must act, it picks one of its options. */
const autoplay = (client: HallClient, seat: number) => {
  const acted = new Set<string>();
  let stopped = false;
  const loop = async () => {
    let from = 0;
    while (!stopped) {
      const frame = await client.next(isHand, 5_000, from).catch(() => null);
      if (!frame) continue;
      from = client.frames.indexOf(frame) + 1;
      const view = (frame as HandFrame).view;
      const mine = view.turn === seat && view.options.length > 0;
      const key = `${view.id}:${view.version}`;
      if (!mine || acted.has(key)) continue;
      acted.add(key);
      client.send({ type: 'act', handId: view.id, action: choose(view.options) });
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
};

describe('teen patti rooms', () => {
  it('never sends a socket a card of another seat before a show between them, over many hands', async () => {
    const game = { vendor: 'TABLEKIN', game: 'TABLEKIN_0001' };
    const players = await Promise.all([0, 1, 2].map(async () => connectHall(vendorUrl, await demoSession(vendorUrl, game.vendor, game.game))));
    const spectator = await connectHall(vendorUrl, await demoSession(vendorUrl, game.vendor, game.game));
    await spectator.next((f) => f.type === 'welcome');
    spectator.send({ type: 'watch', roomId: 'r100-1' });
    const seats = await sitAll(players, 'r100-1');
    const stops = players.map((c, n) => autoplay(c, seats[n]!));
    const room = vendor.halls.teenPatti.lobbyFor(game.vendor, game.game, 'demo', 'FUN').room('r100-1')!;
    // Every hand's full state (all cards) from the server's audit, kept as each hand ends.
    const states = new Map<string, HandState>();
    const hands = 40;
    let results = 0;
    while (results < hands) {
      await spectator.next((f) => f.type === 'result' && !states.has(f.handId as string), 20_000);
      for (const state of room.audit()) states.set(state.id, state);
      results = states.size;
    }
    for (const stop of stops) stop();
    await new Promise((resolve) => setTimeout(resolve, 100));

    let checked = 0;
    let shown = 0;
    const sockets: [HallClient, number | null][] = [...players.map((c, n): [HallClient, number | null] => [c, seats[n]!]), [spectator, null]];
    for (const [client, viewer] of sockets) {
      for (const frame of client.frames) {
        const found = cardFields(frame);
        if (found.length === 0) continue;
        // A frame with a card names its hand: a view, a result, or finished hands in a history.
        const views = frame.type === 'hand' ? [frame] : frame.type === 'welcome' && frame.hand ? [frame.hand as HandFrame] : [];
        const finished = frame.type === 'history' || frame.type === 'welcome' ? (frame.type === 'history' ? frame.hands : frame.history) : [];
        const about: { id: string; events: number }[] = [
          ...views.map((v) => ({ id: (v as HandFrame).view.id, events: (v as HandFrame).view.events.length })),
          ...(frame.type === 'result' ? [{ id: frame.handId as string, events: Infinity }] : []),
          ...(finished as { id: string }[]).map((h) => ({ id: h.id, events: Infinity })),
        ];
        expect(about.length, `a card in a ${frame.type} frame`).toBeGreaterThan(0);
        for (const { id, events } of about) {
          const state = states.get(id);
          if (!state) continue; // a hand still in play when the bots stopped
          for (const owner of state.seats) {
            if (owner.seat === viewer || !owner.cards) continue;
            const leaked = owner.cards.filter((c) => found.includes(c));
            if (leaked.length === 0) continue;
            const at = revealIndex(state.events, owner.seat, viewer);
            expect(at !== null && at < events, `seat ${owner.seat}'s cards reached ${viewer ?? 'a spectator'} in a ${frame.type} frame of ${id}`).toBe(true);
            shown += 1;
          }
          checked += 1;
        }
      }
    }
    expect(states.size).toBeGreaterThanOrEqual(hands);
    expect(checked).toBeGreaterThan(0);
    // The bots do show: cards of other seats did reach sockets, each time after a show.
    expect(shown).toBeGreaterThan(0);
    for (const c of [...players, spectator]) c.close();
  }, 60_000);

  it('settles a hand between two real-money players in the ledger, with the rake', async () => {
    const game = 'TABLEKIN_0002';
    const members = [await newMember(t), await newMember(t)];
    for (const m of members) await fundMember(t, m, 100_000);
    const before = await Promise.all(members.map(ledgerBalance));
    const clients = await Promise.all(members.map(async (m) => connectHall(vendorUrl, await realSession(m, game))));
    expect(await clients[0]!.next((f) => f.type === 'welcome')).toMatchObject({ you: { mode: 'real', currency } });
    const seats = await sitAll(clients, 'r100-1');
    const dealt = handOf(await clients[0]!.next(betting))!;
    // The first on turn plays a blind chaal (100), the other asks for a blind show (100).
    const first = seats.indexOf(dealt.turn!);
    clients[first]!.send({ type: 'act', handId: dealt.id, action: 'chaal', requestId: 'c' });
    const second = 1 - first;
    await clients[second]!.next((f) => handOf(f)?.turn === seats[second] && handOf(f)!.version > dealt.version);
    clients[second]!.send({ type: 'act', handId: dealt.id, action: 'show', requestId: 's' });
    const result = await clients[0]!.next((f) => f.type === 'result' && f.handId === dealt.id);
    expect(result).toMatchObject({ reason: 'show', pot: 400, rake: 20 });
    expect((result.reveals as unknown[]).length).toBe(2);
    const settled = await Promise.all(clients.map((c) => c.next((f) => f.type === 'settled' && f.handId === dealt.id)));
    expect(settled.map((s) => s.pending)).toEqual([false, false]);
    const winner = (result.winners as number[])[0]!;
    const after = await Promise.all(members.map(ledgerBalance));
    seats.forEach((seat, n) => {
      const change = seat === winner ? 380 - 200 : -200;
      expect(after[n]! - before[n]!).toBe(BigInt(change));
      expect(settled[n]!.balance).toBe(Number(after[n]));
    });
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select(['status', 'bet_amount', 'win_amount', 'bet_count'])
      .where('round_id', '=', dealt.id)
      .orderBy('win_amount')
      .execute();
    expect(rounds.map((r) => [r.status, Number(r.bet_amount), Number(r.win_amount), Number(r.bet_count)])).toEqual([
      ['closed', 200, 0, 2],
      ['closed', 200, 380, 2],
    ]);
    // Each player's betting record: what they paid in, their own cards and how the hand ended.
    const details = await t.database.db
      .selectFrom('game_round_details as d')
      .innerJoin('game_rounds as r', 'r.id', 'd.round_pk')
      .select(['d.details'])
      .where('r.round_id', '=', dealt.id)
      .orderBy('r.win_amount')
      .execute();
    for (const { details: d } of details) {
      expect(d).toMatchObject({ kind: 'round', game: 'teen-patti', lines: [{ label: 'Boot', amount: 100 }, { amount: 100 }], cards: [{ hand: 'You' }] });
      expect((d as { result: string }).result).toContain('Pot 4.00 · rake 0.20');
      expect((d as { cards: { cards: number[] }[] }).cards[0]!.cards).toHaveLength(3);
    }
    for (const c of clients) c.close();
  });

  it('packs a player whose socket closes at their turn, plays the hand on, and frees the seat after it', async () => {
    const game = { vendor: 'TABLEKIN', game: 'TABLEKIN_0003' };
    const clients = await Promise.all([0, 1, 2].map(async () => connectHall(vendorUrl, await demoSession(vendorUrl, game.vendor, game.game))));
    const seats = await sitAll(clients, 'r500-1');
    const dealt = handOf(await clients[0]!.next(dealtTo(3)))!;
    const gone = seats.indexOf(dealt.turn!);
    clients[gone]!.close();
    const stay = [0, 1, 2].filter((n) => n !== gone);
    const watcher = clients[stay[0]!]!;
    const packed = handOf(
      await watcher.next((f) => handOf(f)?.events.some((e) => e.type === 'pack' && e.seat === dealt.turn && e.reason === 'away') ?? false),
    )!;
    expect(packed.phase).toBe('betting');
    expect(packed.turn).not.toBe(dealt.turn);
    // The two still there finish it: the one on turn packs.
    const next = seats.indexOf(packed.turn!);
    clients[next]!.send({ type: 'act', handId: dealt.id, action: 'pack' });
    const result = await watcher.next((f) => f.type === 'result' && f.handId === dealt.id);
    expect(result).toMatchObject({ reason: 'last-standing' });
    const freed = await watcher.next((f) => f.type === 'table' && (f.seats as unknown[])[dealt.turn!] === null, 5_000, watcher.frames.indexOf(result));
    expect((freed.room as RoomInfo).seats.taken).toBe(2);
    for (const n of stay) clients[n]!.close();
  });

  it('takes back the seat of a player who reconnects before their turn, who then plays on', async () => {
    const game = { vendor: 'CARDHAVEN', game: 'CARDHAVEN_0003' };
    const sessions = await Promise.all([0, 1, 2].map(() => demoSession(vendorUrl, game.vendor, game.game)));
    const clients = await Promise.all(sessions.map((s) => connectHall(vendorUrl, s)));
    const seats = await sitAll(clients, 'r100-1');
    const dealt = handOf(await clients[0]!.next(dealtTo(3)))!;
    // The last of the three to act this round drops and comes back while the others play.
    const order = dealt.seats.map((s) => s.seat);
    const lastSeat = order.at(-1)!;
    const n = seats.indexOf(lastSeat);
    clients[n]!.close();
    const other = clients[(n + 1) % 3]!;
    await other.next((f) => handOf(f)?.seats.find((s) => s.seat === lastSeat)?.away === true);
    const back = await connectHall(vendorUrl, sessions[n]!);
    const welcome = await back.next((f) => f.type === 'welcome');
    expect(welcome).toMatchObject({ table: { roomId: 'r100-1', you: { seat: lastSeat } }, hand: { view: { id: dealt.id, viewer: lastSeat } } });
    await other.next((f) => handOf(f)?.seats.find((s) => s.seat === lastSeat)?.away === false);
    // The two before it play a chaal each; then it is this player's turn, and they act.
    for (const seat of order.slice(0, 2)) {
      const c = clients[seats.indexOf(seat)]!;
      await c.next((f) => handOf(f)?.turn === seat);
      c.send({ type: 'act', handId: dealt.id, action: 'chaal' });
    }
    const turn = handOf(await back.next((f) => handOf(f)?.turn === lastSeat))!;
    expect(turn.options.map((o) => o.action)).toContain('chaal');
    back.send({ type: 'act', handId: dealt.id, action: 'chaal' });
    const played = handOf(await back.next((f) => handOf(f)?.events.some((e) => e.type === 'chaal' && e.seat === lastSeat) ?? false))!;
    expect(played.seats.find((s) => s.seat === lastSeat)).toMatchObject({ status: 'playing', away: false });
    for (const c of [...clients, back]) c.close();
  });

  it('sits out a real player whose boot the wallet refuses; the others play', async () => {
    const game = 'CARDHAVEN_0001';
    const members = [await newMember(t), await newMember(t), await newMember(t)];
    await fundMember(t, members[0]!, 100_000);
    await fundMember(t, members[1]!, 50);
    await fundMember(t, members[2]!, 100_000);
    const clients = await Promise.all(members.map(async (m) => connectHall(vendorUrl, await realSession(m, game))));
    const seats = await sitAll(clients, 'r100-1');
    const refused = await clients[1]!.next((f) => f.type === 'refused' && f.action === 'boot');
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const dealt = handOf(await clients[0]!.next(betting))!;
    expect(dealt.seats.find((s) => s.seat === seats[1])!.status).toBe('sitting-out');
    expect(
      dealt.seats
        .filter((s) => s.status === 'playing')
        .map((s) => s.seat)
        .sort(),
    ).toEqual([seats[0], seats[2]].sort());
    expect(await ledgerBalance(members[1]!)).toBe(50n);
    const table = await clients[1]!.next(
      (f) => f.type === 'table' && (f.you as { seat: number | null }).seat !== null && (f.you as { ready: boolean }).ready === false,
    );
    expect((table.seats as ({ ready: boolean } | null)[])[seats[1]!]).toMatchObject({ ready: false });
    // The player on turn packs: the hand ends between the two who paid.
    const onTurn = seats.indexOf(dealt.turn!);
    clients[onTurn]!.send({ type: 'act', handId: dealt.id, action: 'pack' });
    expect(await clients[0]!.next((f) => f.type === 'result' && f.handId === dealt.id)).toMatchObject({ pot: 200, rake: 10 });
    for (const c of clients) c.close();
  });

  it('lists a game’s rooms with stakes and seats, and only for Teen Patti games', async () => {
    const url = `${vendorUrl}/halls/pvp/rooms?vendor=CARDHAVEN&game=CARDHAVEN_0002`;
    const listed = (await (await fetch(url)).json()) as { rooms: RoomInfo[] };
    expect(listed.rooms.map((r) => [r.id, r.game, r.mode, r.stakes.boot, r.seats.taken, r.seats.total])).toEqual([
      ['r100-1', 'teen-patti', 'demo', 100, 0, 5],
      ['r500-1', 'teen-patti', 'demo', 500, 0, 5],
      ['r2000-1', 'teen-patti', 'demo', 2_000, 0, 5],
      ['r10000-1', 'teen-patti', 'demo', 10_000, 0, 5],
    ]);
    expect(listed.rooms[1]).toMatchObject({ stakes: { boot: 500, chaalLimit: 64_000, potLimit: 512_000 }, rakeBps: 500, currency: 'FUN' });
    const c = await connectHall(vendorUrl, await demoSession(vendorUrl, 'CARDHAVEN', 'CARDHAVEN_0002'));
    expect(((await c.next((f) => f.type === 'welcome')).rooms as RoomInfo[]).map((r) => r.id)).toEqual(listed.rooms.map((r) => r.id));
    c.send({ type: 'quick-seat', boot: 500 });
    await c.next((f) => f.type === 'table');
    const after = (await (await fetch(url)).json()) as { rooms: RoomInfo[] };
    expect(after.rooms.find((r) => r.id === 'r500-1')!.seats.taken).toBe(1);
    expect((await fetch(`${vendorUrl}/halls/pvp/rooms?vendor=AURORA_LIVE&game=AURORA_LIVE_0001`)).status).toBe(404);
    expect((await fetch(`${vendorUrl}/halls/pvp/rooms`)).status).toBe(400);
    c.close();
  });

  it('stops with a hand in play by paying every stake of it back', async () => {
    const game = 'TABLEKIN_0003';
    const members = [await newMember(t), await newMember(t)];
    for (const m of members) await fundMember(t, m, 100_000);
    const before = await Promise.all(members.map(ledgerBalance));
    const clients = await Promise.all(members.map(async (m) => connectHall(vendorUrl, await realSession(m, game))));
    const seats = await sitAll(clients, 'r2000-1');
    const dealt = handOf(await clients[0]!.next(betting))!;
    const first = seats.indexOf(dealt.turn!);
    clients[first]!.send({ type: 'act', handId: dealt.id, action: 'chaal' });
    await clients[first]!.next((f) => f.type === 'balance' && (f.balance as number) === 100_000 - 4_000);
    await vendor.halls.teenPatti.stop();
    expect(await Promise.all(members.map(ledgerBalance))).toEqual(before);
    const rounds = await t.database.db.selectFrom('game_rounds').select(['status', 'bet_amount', 'win_amount']).where('round_id', '=', dealt.id).execute();
    expect(rounds.map((r) => [r.status, Number(r.bet_amount) - Number(r.win_amount)])).toEqual([
      ['closed', 0],
      ['closed', 0],
    ]);
    for (const c of clients) c.close();
  });
});
