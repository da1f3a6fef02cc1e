import { describe, expect, it } from 'vitest';
import type { VendorSession } from '../../sessions';
import type { WalletClient } from '../../wallet-client';
import type { HallMember } from '../hub/hall';
import { createHallWallet } from '../money/hall-wallet';
import { createFishingHall } from './fishing-hall';
import { createOcean, fishAt, type Fish } from './ocean';

/**
 * The fishing hall with fun-money sessions and fake sockets: seating, shots, captures and batches,
 * without a platform (the wallet is only asked for real sessions).
 */

type Frame = { type: string } & Record<string, unknown>;

const session = (n: number, balance = 1_000_000): VendorSession => ({
  id: `session-${n}-${'x'.repeat(20)}`,
  mode: 'demo',
  vendorCode: 'REEFSHOT',
  gameCode: 'REEFSHOT_0001',
  language: 'en',
  lobbyUrl: null,
  player: null,
  currency: 'FUN',
  balance,
  lastSeen: 0,
  busy: false,
});

const member = (s: VendorSession, id = s.id.slice(0, 10)) => {
  const frames: Frame[] = [];
  const m: HallMember = {
    id,
    session: s,
    send: (frame) => frames.push(frame as Frame),
    sendText: (text) => frames.push(JSON.parse(text) as Frame),
    close: () => undefined,
  };
  return { m, frames, last: (type: string) => frames.filter((f) => f.type === type).at(-1) };
};

const setup = (capture: { on: boolean }, clock: { t: number }) =>
  createFishingHall({
    gameCode: 'REEFSHOT_0001',
    wallet: createHallWallet({} as WalletClient),
    random: { int: (n) => (capture.on ? 0 : n - 1) },
    policy: { maxShots: 3, maxAgeMs: 60_000 },
    checkEveryMs: 60_000,
    now: () => clock.t,
  });

/** A fish alive at t with at least `ms` left, the ocean of a welcome. */
const liveFish = (welcome: Frame, t: number, ms = 2_000): Fish => {
  const room = welcome.room as { seed: string };
  const fish = fishAt(createOcean(room.seed), t).find((f) => f.spawnAt + f.lifetime > t + ms);
  if (!fish) throw new Error('no fish');
  return fish;
};

describe('fishing hall', () => {
  it('seats four players per room and opens a second room for the fifth, and frees the seat on leaving', async () => {
    const clock = { t: 1_800_000_000_000 };
    const { hall, rooms, stop } = setup({ on: false }, clock);
    const players = [1, 2, 3, 4, 5].map((n) => member(session(n)));
    const seats = players.map((p) => hall.enter(p.m));
    expect(players.map((p) => (p.last('welcome')!.you as { seat: number }).seat)).toEqual([0, 1, 2, 3, 0]);
    expect(rooms().map((r) => r.seats.length)).toEqual([4, 1]);
    // The first player sees the three who came after in the room, each with a masked guest name.
    expect(players[0]!.frames.filter((f) => f.type === 'joined').map((f) => f.seat)).toEqual([1, 2, 3]);
    expect((players[3]!.last('welcome')!.room as { seats: { name: string }[] }).seats.map((s) => s.name)).toHaveLength(4);
    seats[1]!.leave();
    expect(players[0]!.last('left')).toEqual({ type: 'left', seat: 1 });
    const sixth = member(session(6));
    hall.enter(sixth.m);
    expect(sixth.last('welcome')).toMatchObject({ room: { id: 1 }, you: { seat: 1 } });
    await stop();
  });

  it('decides shots, shows captures to the room, refuses a captured fish without charging, and flushes on the policy and on leaving', async () => {
    const clock = { t: 1_800_000_000_000 };
    const capture = { on: false };
    const { hall, stop } = setup(capture, clock);
    const a = member(session(1));
    const b = member(session(2));
    const seatA = hall.enter(a.m);
    hall.enter(b.m);
    const fish = liveFish(a.last('welcome')!, clock.t);
    const shoot = (shotId: number, bulletCost = 100) => seatA.receive({ type: 'shoot', shotId, fishId: fish.id, bulletCost, angle: -1, at: clock.t });

    shoot(1);
    expect(a.last('shot-ok')).toMatchObject({ shotId: 1, captured: false, win: 0, balance: 1_000_000 - 100 });
    expect(b.last('shot')).toMatchObject({ seat: 0, fishId: fish.id, bulletCost: 100, angle: -1 });
    clock.t += 100;
    capture.on = true;
    shoot(2);
    const multiplier = (a.last('capture')!.win as number) / 100;
    expect(b.last('capture')).toMatchObject({ fishId: fish.id, seat: 0, species: fish.species });
    clock.t += 100;
    shoot(3);
    expect(a.last('shot-refused')).toMatchObject({ shotId: 3, code: 'CAPTURED' });
    // Two charged shots, no batch yet (the policy flushes at three): the wallet has not moved.
    expect(a.m.session.balance).toBe(1_000_000);
    seatA.leave();
    await stop();
    expect(a.m.session.balance).toBe(1_000_000 - 200 + 100 * multiplier);
    expect(b.last('left')).toEqual({ type: 'left', seat: 0 });
  });

  it('refuses shots over the fire rate, off the ladder and past the balance, none charged; a malformed frame is a validation error', async () => {
    const clock = { t: 1_800_000_000_000 };
    const { hall, stop } = setup({ on: false }, clock);
    const a = member(session(1, 250));
    const seat = hall.enter(a.m);
    const fish = liveFish(a.last('welcome')!, clock.t);
    seat.receive({ type: 'shoot', fishId: fish.id, bulletCost: 150, angle: -1, at: clock.t });
    expect(a.last('shot-refused')).toMatchObject({ code: 'INVALID_COST', balance: 250 });
    seat.receive({ type: 'shoot', fishId: fish.id, bulletCost: 'lots', angle: -1, at: clock.t });
    expect(a.last('error')).toEqual({ type: 'error', code: 'VALIDATION_ERROR' });
    for (let n = 0; n < 3; n += 1) seat.receive({ type: 'shoot', fishId: fish.id, bulletCost: 100, angle: -1, at: clock.t });
    expect(a.frames.filter((f) => f.type === 'shot-ok')).toHaveLength(2);
    expect(a.last('shot-refused')).toMatchObject({ code: 'INSUFFICIENT_FUNDS', spendable: 50 });
    for (let n = 0; n < 10; n += 1) seat.receive({ type: 'shoot', fishId: fish.id, bulletCost: 10, angle: -1, at: clock.t });
    expect(a.last('shot-refused')).toMatchObject({ code: 'TOO_FAST' });
    await stop();
    expect(a.m.session.balance).toBe(250 - 200 - 10 * a.frames.filter((f) => f.type === 'shot-ok' && f.bulletCost === 10).length);
  });

  it('gives a second tab of a session the same cannon and one account', async () => {
    const clock = { t: 1_800_000_000_000 };
    const { hall, rooms, stop } = setup({ on: false }, clock);
    const s = session(1);
    const tab1 = member(s, 'tab-1');
    const tab2 = member(s, 'tab-2');
    const seat1 = hall.enter(tab1.m);
    hall.enter(tab2.m);
    expect(tab2.last('welcome')).toMatchObject({ you: { seat: 0 } });
    expect(rooms()).toEqual([{ id: 1, seats: [expect.objectContaining({ seat: 0 })] }]);
    seat1.receive({ type: 'cannon', bulletCost: 500 });
    expect(tab2.last('cannon')).toEqual({ type: 'cannon', seat: 0, bulletCost: 500 });
    seat1.leave();
    expect(tab2.last('left')).toBeUndefined();
    await stop();
  });
});
