import { afterEach, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../../rng';
import type { VendorSession } from '../../../sessions';
import type { WalletClient } from '../../../wallet-client';
import type { HallMember, HallSeat } from '../../hub/hall';
import { createHallWallet } from '../../money/hall-wallet';
import { createLobby, type Lobby } from './lobby';
import type { RoomInfo } from './room';

/**
 * The room logic with fun-money sessions (no platform): stake levels and rooms in the list,
 * seating and standing, a room opened when a level is full and closed when empty, hands starting
 * by themselves, and what a spectator is sent.
 */

type Frame = { type: string } & Record<string, unknown>;
type Player = { session: VendorSession; frames: Frame[]; seat: HallSeat; send: (frame: object) => void };

const lobbies: Lobby[] = [];
afterEach(async () => {
  await Promise.all(lobbies.splice(0).map((l) => l.stop()));
});

let sessionNo = 0;
const demo = (balance = 1_000_000): VendorSession => {
  sessionNo += 1;
  return {
    id: `demo-session-${sessionNo}-abcdefghijklmnop`,
    mode: 'demo',
    vendorCode: 'TABLEKIN',
    gameCode: 'TABLEKIN_0001',
    language: 'en',
    lobbyUrl: null,
    player: null,
    currency: 'FUN',
    balance,
    lastSeen: 0,
    busy: false,
  };
};

const lobby = (timing = { turnMs: 2_000, pauseMs: 20, reconnectMs: 100 }) => {
  const made = createLobby({
    vendorCode: 'TABLEKIN',
    gameCode: 'TABLEKIN_0001',
    mode: 'demo',
    currency: 'FUN',
    wallet: createHallWallet({} as WalletClient),
    random: cryptoRandom(),
    timing,
  });
  lobbies.push(made);
  return made;
};

let memberNo = 0;
const join = (l: Lobby, session: VendorSession = demo()): Player => {
  const frames: Frame[] = [];
  memberNo += 1;
  const member: HallMember = {
    id: `m${memberNo}`,
    session,
    send: (frame) => frames.push(JSON.parse(JSON.stringify(frame)) as Frame),
    sendText: (text) => frames.push(JSON.parse(text) as Frame),
    close: () => undefined,
  };
  const seat = l.hall.enter(member);
  return { session, frames, seat, send: (frame) => seat.receive(frame) };
};

const waitFor = async <T>(find: () => T | undefined | null | false, ms = 3_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const last = (p: Player, type: string) => p.frames.findLast((f) => f.type === type);
const roomsOf = (frame: Frame | undefined) => (frame?.rooms ?? []) as RoomInfo[];

describe('teen patti lobby', () => {
  it('lists one room per stake level, with its stakes and seats, in the welcome', () => {
    const p = join(lobby());
    const welcome = p.frames[0]!;
    expect(welcome).toMatchObject({ type: 'welcome', game: 'teen-patti', table: null, you: { mode: 'demo', currency: 'FUN' } });
    expect(roomsOf(welcome).map((r) => [r.id, r.stakes.boot, r.stakes.chaalLimit, r.stakes.potLimit, r.seats.taken, r.seats.total])).toEqual([
      ['r100-1', 100, 12_800, 102_400, 0, 5],
      ['r500-1', 500, 64_000, 512_000, 0, 5],
      ['r2000-1', 2_000, 256_000, 2_048_000, 0, 5],
      ['r10000-1', 10_000, 1_280_000, 10_240_000, 0, 5],
    ]);
  });

  it('opens another room when a level is full and closes it once it is empty again', async () => {
    const l = lobby({ turnMs: 60_000, pauseMs: 60_000, reconnectMs: 100 });
    const players = Array.from({ length: 6 }, () => join(l));
    players.slice(0, 5).forEach((p, n) => p.send({ type: 'sit', roomId: 'r100-1', seat: n }));
    await waitFor(() => l.list().some((r) => r.id === 'r100-2'));
    const watcher = join(l);
    expect(
      roomsOf(watcher.frames[0])
        .filter((r) => r.stakes.boot === 100)
        .map((r) => r.seats.taken),
    ).toEqual([5, 0]);
    players[5]!.send({ type: 'sit', roomId: 'r100-1' });
    expect(last(players[5]!, 'refused')).toMatchObject({ code: 'ROOM_FULL' });
    players[5]!.send({ type: 'quick-seat', boot: 100 });
    expect(last(players[5]!, 'table')).toMatchObject({ roomId: 'r100-2', you: { seat: 0 } });
    // Quick seat again from someone else: the fullest room with a free seat is the new one.
    const seventh = join(l);
    seventh.send({ type: 'quick-seat', boot: 100 });
    expect(last(seventh, 'table')).toMatchObject({ roomId: 'r100-2', you: { seat: 1 } });
    seventh.send({ type: 'leave' });
    players[5]!.send({ type: 'leave' });
    expect(last(players[5]!, 'left')).toMatchObject({ roomId: 'r100-2' });
    players[0]!.send({ type: 'stand' });
    // Room 1 has a free seat again, room 2 is empty: room 2 closes, and the list says so.
    await waitFor(() => !l.list().some((r) => r.id === 'r100-2'));
    await waitFor(() => roomsOf(last(watcher, 'rooms')).some((r) => r.id === 'r100-1' && r.seats.taken === 4));
  });

  it('keeps one seat per player: no second seat elsewhere, and a fresh socket returns to the seat', () => {
    const l = lobby({ turnMs: 60_000, pauseMs: 60_000, reconnectMs: 1_000 });
    const p = join(l);
    p.send({ type: 'sit', roomId: 'r500-1' });
    p.send({ type: 'sit', roomId: 'r100-1' });
    expect(last(p, 'refused')).toMatchObject({ code: 'ALREADY_SEATED' });
    p.send({ type: 'quick-seat', boot: 2_000 });
    expect(last(p, 'refused')).toMatchObject({ code: 'ALREADY_SEATED' });
    p.send({ type: 'sit', roomId: 'nowhere' });
    expect(last(p, 'refused')).toMatchObject({ code: 'NO_ROOM' });
    p.send({ type: 'sit', roomId: 'r500-1', seat: 9 });
    expect(last(p, 'error')).toMatchObject({ code: 'VALIDATION_ERROR' });
    const again = join(l, p.session);
    expect(again.frames[0]).toMatchObject({ type: 'welcome', table: { roomId: 'r500-1', you: { seat: 0, ready: true } } });
  });

  it('starts a hand once two players are ready, shows each only their own view, and a spectator none', async () => {
    const l = lobby();
    const [a, b, spectator] = [join(l), join(l), join(l)];
    spectator.send({ type: 'watch', roomId: 'r100-1' });
    a.send({ type: 'sit', roomId: 'r100-1', seat: 0 });
    b.send({ type: 'sit', roomId: 'r100-1', seat: 3 });
    const dealt = await waitFor(() => a.frames.find((f) => f.type === 'hand' && (f.view as { phase: string }).phase === 'betting'));
    const view = dealt.view as { id: string; turn: number; seats: { seat: number; cards: number[] | null; status: string }[] };
    expect(view.seats.map((s) => [s.seat, s.status])).toEqual(
      expect.arrayContaining([
        [0, 'playing'],
        [3, 'playing'],
      ]),
    );
    // Each pays the boot; everybody is blind: no cards in any frame yet.
    expect(a.session.balance).toBe(1_000_000 - 100);
    a.send({ type: 'act', handId: view.id, action: 'see' });
    const seen = await waitFor(() => a.frames.findLast((f) => f.type === 'hand' && (f.view as typeof view).seats.some((s) => s.cards)));
    expect((seen.view as typeof view).seats.find((s) => s.seat === 0)!.cards).toHaveLength(3);
    const cardsOf = (p: Player) => p.frames.flatMap((f) => (f.type === 'hand' ? (f.view as typeof view).seats.filter((s) => s.cards).map((s) => s.seat) : []));
    expect(cardsOf(b)).toEqual([]);
    expect(cardsOf(spectator)).toEqual([]);
    // The player on turn packs: the other wins the pot less the 5 % rake (floor of 200 x 5 % = 10).
    const onTurn = view.turn === 0 ? a : b;
    const other = onTurn === a ? b : a;
    onTurn.send({ type: 'act', handId: view.id, action: 'pack', requestId: 'p1' });
    const result = await waitFor(() => last(spectator, 'result'));
    expect(result).toMatchObject({ reason: 'last-standing', pot: 200, rake: 10, reveals: [] });
    await waitFor(() => last(other, 'settled'));
    expect(other.session.balance).toBe(1_000_000 - 100 + 190);
    expect(onTurn.session.balance).toBe(1_000_000 - 100);
    expect(last(spectator, 'history')).toMatchObject({ append: true, hands: [{ id: view.id, winners: [view.turn === 0 ? 3 : 0] }] });
    // Stand up during the next hand is refused; the next hand comes by itself.
    const nextHand = await waitFor(() => a.frames.find((f) => f.type === 'hand' && (f.view as typeof view).id !== view.id));
    a.send({ type: 'stand' });
    expect(last(a, 'refused')).toMatchObject({ code: 'IN_HAND' });
    expect((nextHand.view as typeof view).id).not.toBe(view.id);
  });

  it('sits out a player whose boot is refused, until they say they are ready', async () => {
    const l = lobby();
    const [rich, poor, other] = [join(l), join(l, demo(50)), join(l)];
    rich.send({ type: 'sit', roomId: 'r100-1' });
    poor.send({ type: 'sit', roomId: 'r100-1' });
    other.send({ type: 'sit', roomId: 'r100-1' });
    const refused = await waitFor(() => last(poor, 'refused'));
    expect(refused).toMatchObject({ action: 'boot', code: 'INSUFFICIENT_FUNDS', balance: 50 });
    const dealt = await waitFor(() => rich.frames.find((f) => f.type === 'hand' && (f.view as { phase: string }).phase === 'betting'));
    expect((dealt.view as { seats: { seat: number; status: string }[] }).seats.map((s) => s.status).sort()).toEqual(['playing', 'playing', 'sitting-out']);
    expect(poor.session.balance).toBe(50);
    await waitFor(() => (last(poor, 'table') as { you: { ready: boolean } } | undefined)?.you.ready === false);
  });

  it('packs a player whose socket closed when their turn comes, and frees the seat after the hand', async () => {
    const l = lobby({ turnMs: 2_000, pauseMs: 20, reconnectMs: 5_000 });
    const [a, b, c] = [join(l), join(l), join(l)];
    for (const p of [a, b, c]) p.send({ type: 'sit', roomId: 'r100-1' });
    const dealt = await waitFor(() => a.frames.find((f) => f.type === 'hand' && (f.view as { phase: string }).phase === 'betting'));
    const view = dealt.view as { id: string; turn: number };
    const bySeat = [a, b, c];
    const gone = bySeat[view.turn]!;
    const watcher = gone === a ? b : a;
    gone.seat.leave();
    const packed = await waitFor(() =>
      watcher.frames.find(
        (f) =>
          f.type === 'hand' &&
          (f.view as { events: { type: string; seat: number; reason?: string }[] }).events.some((e) => e.type === 'pack' && e.reason === 'away'),
      ),
    );
    expect((packed.view as { turn: number | null }).turn).not.toBe(view.turn);
    // The two left play on: the one on turn packs, the hand ends and the empty seat is freed.
    const next = (packed.view as { turn: number }).turn;
    bySeat[next]!.send({ type: 'act', handId: view.id, action: 'pack' });
    await waitFor(() => last(watcher, 'result'));
    await waitFor(() => l.list().find((r) => r.id === 'r100-1')!.seats.taken === 2);
  });
});
