import { allowFire, createOcean, oceanVersion, positionAt, fishById, type FireGate, type Fish } from './engine';
import type { FishingFrame } from './frames';
import { aimAngle, createScene, fishOnScreen, fishUnder, launch, nearestFish, noteCapture, roomNow, seatCount, stepScene, type Scene } from './scene';

export type ControllerDeps = {
  /** A bullet the screen would not send (the player cannot pay for it). */
  onRefused: (code: string) => void;
};

/** Why a bullet was not fired. */
export type FireOutcome = 'fired' | 'rate' | 'funds' | 'idle';

const fundsNoticeEveryMs = 2_000;

/**
 * The fishing screen's engine room: folds the vendor's frames into the scene the canvas draws,
 * fires the player's bullets and runs auto-fire. It keeps the player's bullets within the room's
 * fire rate (one per interval, at most two together), so an honest screen is never refused for speed and
 * never comes near the socket's frame limit.
 */
export const createFishingController = (deps: ControllerDeps) => {
  const scene: Scene = createScene();
  /** Sends a frame over the hall socket; false when it is not open. */
  let send: (frame: object) => boolean = () => false;
  let intervalMs = 100;
  let gate: FireGate = { dueAt: 0 };
  let shotNo = 0;
  let bulletCost = 100;
  let spendable = 0;
  /** Bullets sent and not yet answered, by shot number: their cost is not spendable meanwhile. */
  const unanswered = new Map<number, number>();
  let auto = false;
  let locked: number | null = null;
  let ready = false;
  let suspended = false;
  let pingSentAt: number | null = null;
  let fundsNoticeAt = -Infinity;

  /** What can still be fired: the room's answer less bullets not yet answered and the player's bullets still crossing open water. */
  const available = () => {
    let open = 0;
    for (const cost of unanswered.values()) open += cost;
    for (const bullet of scene.bullets) if (bullet.mine && bullet.fishId === null) open += bullet.cost;
    return spendable - open;
  };

  const sendShot = (fish: Fish, angle: number, t: number, cost: number): boolean => {
    shotNo += 1;
    const sent = send({ type: 'shoot', shotId: shotNo, fishId: fish.id, bulletCost: cost, angle, at: Math.round(t) });
    if (sent) unanswered.set(shotNo, cost);
    return sent;
  };

  /** Fires at a fish (the bullet follows it) or at a point of open water (it hits what it meets). */
  const fire = (target: { fish: Fish | null; x: number; y: number }, localNow: number = Date.now()): FireOutcome => {
    const seat = scene.mySeat;
    if (!ready || suspended || seat === null) return 'idle';
    if (available() < bulletCost) {
      if (localNow - fundsNoticeAt > fundsNoticeEveryMs) {
        fundsNoticeAt = localNow;
        deps.onRefused('INSUFFICIENT_FUNDS');
      }
      return 'funds';
    }
    // A burst of two keeps the average at one shot per interval when frames do not fall on it exactly.
    const passed = allowFire(gate, localNow, { intervalMs, burst: 2 });
    if (!passed.allowed) return 'rate';
    gate = passed.gate;
    const t = roomNow(scene, localNow);
    const at = target.fish ? positionAt(target.fish, t) : target;
    const angle = aimAngle(seat, at.x, at.y);
    if (target.fish && !sendShot(target.fish, angle, t, bulletCost)) return 'idle';
    // A bullet at open water is charged only when it meets a fish, at the cost it was fired with.
    launch(scene, seat, angle, { fishId: target.fish?.id ?? null, x: at.x, y: at.y }, true, target.fish ? 0 : bulletCost);
    return 'fired';
  };

  /** The fish locked on while it swims, else the one nearest the player's cannon. */
  const fireAtTarget = (localNow: number = Date.now()): FireOutcome => {
    const t = roomNow(scene, localNow);
    const lockedFish = locked === null ? null : (fishOnScreen(scene, t).find((f) => f.id === locked) ?? null);
    const fish = lockedFish ?? (scene.mySeat === null ? null : nearestFish(scene, scene.mySeat, t));
    if (!fish) return 'idle';
    locked = fish.id;
    const at = positionAt(fish, t);
    return fire({ fish, x: at.x, y: at.y }, localNow);
  };

  return {
    scene,
    onFrame: (frame: FishingFrame, receivedAt: number): void => {
      switch (frame.type) {
        case 'welcome': {
          const { room, you } = frame;
          ready = room.oceanVersion === oceanVersion;
          scene.ocean = createOcean(room.seed);
          scene.offset = room.now - receivedAt;
          scene.captured = new Set(room.captured);
          scene.awaiting.clear();
          scene.bullets = [];
          scene.effects = [];
          scene.mySeat = you.seat;
          scene.angles = Array.from({ length: seatCount }, () => -Math.PI / 2);
          intervalMs = room.fireRate.intervalMs;
          spendable = you.spendable;
          suspended = you.suspended !== null;
          unanswered.clear();
          locked = null;
          // Half a round trip: the welcome's clock was read before it crossed the network.
          pingSentAt = Date.now();
          send({ type: 'ping' });
          return;
        }
        case 'pong':
          if (pingSentAt !== null) scene.offset = frame.now - (pingSentAt + receivedAt) / 2;
          pingSentAt = null;
          return;
        case 'shot': {
          const fish = scene.ocean ? fishById(scene.ocean, frame.fishId) : null;
          const t = roomNow(scene, receivedAt);
          const at = fish ? positionAt(fish, t) : { x: 0, y: 0 };
          launch(scene, frame.seat, frame.angle, { fishId: fish ? fish.id : null, x: at.x, y: at.y }, false);
          return;
        }
        case 'capture':
          noteCapture(scene, frame, roomNow(scene, receivedAt));
          if (frame.fishId === locked) locked = null;
          return;
        case 'shot-ok':
        case 'shot-refused':
          if (frame.shotId !== null) unanswered.delete(frame.shotId);
          spendable = frame.spendable;
          return;
        case 'batch':
          spendable = frame.spendable;
          return;
        case 'batch-void':
          spendable = frame.spendable;
          suspended = frame.suspended !== null;
          return;
        default:
          return;
      }
    },
    /** The socket's sender (the page hands in the current one). */
    setSender: (sender: (frame: object) => boolean) => {
      send = sender;
    },
    setBulletCost: (cost: number) => {
      bulletCost = cost;
    },
    setAuto: (on: boolean) => {
      auto = on;
    },
    /** A tap or click at a world point: the fish under it becomes the target (auto-fire keeps to it). */
    pointer: (x: number, y: number, localNow: number = Date.now()): FireOutcome => {
      const fish = fishUnder(scene, x, y, roomNow(scene, localNow));
      if (fish) locked = fish.id;
      return fire({ fish, x, y }, localNow);
    },
    /** The fire button: the fish locked on, else the nearest one. */
    fireAtTarget,
    /** One animation frame: bullets move, bullets at open water hit what they meet, auto-fire fires. */
    tick: (localNow: number, dtMs: number): void => {
      const t = roomNow(scene, localNow);
      stepScene(scene, t, dtMs, (bullet, fish) => {
        const cost = bullet.cost;
        bullet.cost = 0;
        if (sendShot(fish, bullet.angle, t, cost)) return;
        // Not sent (the socket is down): the bullet flies on as a harmless one, charged to nobody.
        bullet.fishId = null;
        bullet.mine = false;
      });
      if (auto) fireAtTarget(localNow);
    },
    available,
  };
};

export type FishingController = ReturnType<typeof createFishingController>;
