import type { RandomSource } from '../../rng';
import type { Hall, HallMember, HallSeat } from '../hub/hall';
import type { HallWallet } from '../money/hall-wallet';
import { chatNameOf } from '../live/table-chat';
import { resolveShot } from './capture';
import { defaultFireRate } from './fire-rate';
import { createFishingAccount, type FishingAccount, type FishingLog } from './fishing-account';
import { fishingClientFrame, type FishingClientFrame, type ShotRefusal } from './fishing-frames';
import { createFishingRoom, type FishingRoom, type RoomSeat } from './fishing-room';
import type { FlushPolicy } from './flush';
import { chooseSeat, startingBulletCost } from './room-seating';
import { checkShotTarget, shotToleranceMs, type NoTarget } from './shot-target';
import { bulletCosts, fishingRtpBasisPoints, isBulletCost } from './species';

export type FishingHallOptions = {
  gameCode: string;
  wallet: HallWallet;
  random: RandomSource;
  policy: FlushPolicy;
  /** How often open batches are checked against the policy's age, and captured sets pruned. */
  checkEveryMs: number;
  now?: () => number;
  log?: FishingLog | undefined;
};

const targetRefusals: Record<NoTarget, ShotRefusal> = { 'no-such-fish': 'NO_SUCH_FISH', 'not-yet': 'NOT_YET', gone: 'GONE', captured: 'CAPTURED' };

/** The angle a cannon at the bottom edge can point: from along the edge on one side to the other. */
const clampAngle = (angle: number): number => Math.min(0, Math.max(-Math.PI, angle));

/**
 * One fishing game of a vendor: its rooms of up to four cannons, each player's account, and the
 * shots. A newcomer sits in the fullest room with a free seat, or a new room; a second tab of the
 * same session joins its own cannon. Shots are decided one at a time, as they arrive, so two
 * bullets at one fish cannot both capture it.
 */
export const createFishingHall = (options: FishingHallOptions) => {
  const now = options.now ?? Date.now;
  const rooms: FishingRoom[] = [];
  const accounts = new Map<string, FishingAccount>();
  const seated = new Map<string, { room: FishingRoom; seat: RoomSeat }>();
  let roomNo = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const tellPlayer = (sessionId: string) => (frame: object) => {
    const place = seated.get(sessionId);
    if (!place) return;
    for (const member of place.seat.members.values()) member.send(frame);
  };

  const tick = () => {
    const at = now();
    for (const account of accounts.values()) account.flushIfDue(at);
    for (const room of rooms) room.prune(at);
    if (accounts.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  const accountOf = (member: HallMember): FishingAccount => {
    const existing = accounts.get(member.session.id);
    if (existing) return existing;
    const account = createFishingAccount({
      session: member.session,
      wallet: options.wallet,
      policy: options.policy,
      now,
      tell: tellPlayer(member.session.id),
      log: options.log,
    });
    accounts.set(member.session.id, account);
    if (!timer && !stopped) {
      timer = setInterval(tick, options.checkEveryMs);
      timer.unref();
    }
    return account;
  };

  /** Forgets a player who left once their last batch is answered (unless they came back meanwhile). */
  const forgetLater = (sessionId: string, account: FishingAccount) => {
    void account.settled().then(() => {
      if (!seated.has(sessionId) && accounts.get(sessionId) === account && !account.busy()) accounts.delete(sessionId);
    });
  };

  const sit = (member: HallMember, account: FishingAccount): { room: FishingRoom; seat: RoomSeat } => {
    const existing = seated.get(member.session.id);
    if (existing) return existing;
    const chosen = chooseSeat(rooms);
    let room: FishingRoom;
    let seatNo: number;
    if (chosen) {
      room = rooms[chosen.room]!;
      seatNo = chosen.seat;
    } else {
      roomNo += 1;
      room = createFishingRoom(roomNo);
      rooms.push(room);
      seatNo = 0;
    }
    const seat: RoomSeat = {
      seat: seatNo,
      sessionId: member.session.id,
      name: chatNameOf(member.session),
      bulletCost: startingBulletCost(account.view().spendable),
      members: new Map(),
    };
    room.seats[seatNo] = seat;
    const place = { room, seat };
    seated.set(member.session.id, place);
    room.tellAll({ type: 'joined', seat: seat.seat, name: seat.name, bulletCost: seat.bulletCost });
    return place;
  };

  const welcome = (room: FishingRoom, seat: RoomSeat, account: FishingAccount, member: HallMember) => {
    const at = now();
    return {
      type: 'welcome',
      room: {
        ...room.oceanInfo(at),
        seats: room.taken(),
        captured: room.capturedOnScreen(at),
        bulletCosts,
        rtpBasisPoints: fishingRtpBasisPoints,
        flushPolicy: options.policy,
        fireRate: defaultFireRate,
        shotToleranceMs,
      },
      you: {
        seat: seat.seat,
        bulletCost: seat.bulletCost,
        currency: member.session.currency,
        mode: member.session.mode,
        suspended: account.suspended(),
        ...account.view(),
      },
    };
  };

  const setCannon = (room: FishingRoom, seat: RoomSeat, bulletCost: number, except: string | null) => {
    if (seat.bulletCost === bulletCost) return;
    seat.bulletCost = bulletCost;
    const frame = { type: 'cannon', seat: seat.seat, bulletCost };
    if (except) room.tellOthers(except, frame);
    else room.tellAll(frame);
  };

  const shoot = (member: HallMember, room: FishingRoom, seat: RoomSeat, account: FishingAccount, frame: Extract<FishingClientFrame, { type: 'shoot' }>) => {
    const at = now();
    const refuse = (code: string) => member.send({ type: 'shot-refused', shotId: frame.shotId ?? null, fishId: frame.fishId, code, ...account.view() });
    if (stopped) return refuse('CLOSED');
    const suspended = account.suspended();
    if (suspended) return refuse(suspended);
    if (!isBulletCost(frame.bulletCost)) return refuse('INVALID_COST');
    if (!account.allowFire(at)) return refuse('TOO_FAST');
    const target = checkShotTarget(room.ocean, frame.fishId, at, room.captured());
    if (!target.ok) return refuse(targetRefusals[target.reason]);
    if (!account.canFire(frame.bulletCost)) {
      // Open wins become spendable once their batch is settled: settle it now, not at the next limit.
      account.flushIfDue(at, frame.bulletCost);
      return refuse('INSUFFICIENT_FUNDS');
    }
    const result = resolveShot(options.random, target.fish, frame.bulletCost);
    account.record(result, at);
    setCannon(room, seat, frame.bulletCost, member.id);
    room.tellOthers(member.id, { type: 'shot', seat: seat.seat, fishId: frame.fishId, angle: clampAngle(frame.angle), bulletCost: frame.bulletCost });
    if (result.captured) {
      room.capture(result.fishId);
      room.tellAll({ type: 'capture', fishId: result.fishId, species: result.species, seat: seat.seat, win: result.win });
    }
    member.send({
      type: 'shot-ok',
      shotId: frame.shotId ?? null,
      fishId: result.fishId,
      bulletCost: result.bulletCost,
      captured: result.captured,
      win: result.win,
      ...account.view(),
    });
    account.flushIfDue(at);
  };

  const leaveSeat = (room: FishingRoom, seat: RoomSeat, account: FishingAccount) => {
    room.seats[seat.seat] = null;
    seated.delete(seat.sessionId);
    room.tellAll({ type: 'left', seat: seat.seat });
    // Leaving sends the open batch whatever the policy says: nothing stays unsettled behind a player.
    account.flushNow('leave');
    forgetLater(seat.sessionId, account);
    if (room.empty()) rooms.splice(rooms.indexOf(room), 1);
  };

  const hall: Hall = {
    enter: (member): HallSeat => {
      const account = accountOf(member);
      if (!seated.has(member.session.id)) account.resume();
      const { room, seat } = sit(member, account);
      seat.members.set(member.id, member);
      room.members.set(member.id, member);
      member.send(welcome(room, seat, account, member));
      return {
        receive: (raw) => {
          const parsed = fishingClientFrame.safeParse(raw);
          if (!parsed.success) return member.send({ type: 'error', code: 'VALIDATION_ERROR' });
          const frame = parsed.data;
          if (frame.type === 'shoot') return shoot(member, room, seat, account, frame);
          if (!isBulletCost(frame.bulletCost)) return member.send({ type: 'error', code: 'INVALID_COST' });
          setCannon(room, seat, frame.bulletCost, null);
        },
        leave: () => {
          room.members.delete(member.id);
          seat.members.delete(member.id);
          if (seat.members.size === 0 && room.seats[seat.seat] === seat) leaveSeat(room, seat, account);
        },
      };
    },
  };

  return {
    hall,
    rooms: () => rooms.map((r) => ({ id: r.no, seats: r.taken() })),
    /** Stops taking shots, sends every player's open batch and waits for the wallet's answers. */
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const account of accounts.values()) account.flushNow('stop');
      await Promise.all([...accounts.values()].map((a) => a.settled()));
    },
  };
};

export type FishingHall = ReturnType<typeof createFishingHall>;
