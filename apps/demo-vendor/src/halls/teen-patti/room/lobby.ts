import type { RandomSource } from '../../../rng';
import type { VendorSession } from '../../../sessions';
import type { Hall, HallMember } from '../../hub/hall';
import { chatNameOf } from '../../live/table-chat';
import type { HallWallet } from '../../money/hall-wallet';
import { isStakeBoot, levelConfig, seatsPerRoom, stakeBoots } from './levels';
import { createRoom, type Room, type RoomInfo, type RoomSnapshot, type RoomTiming } from './room';
import { teenPattiClientFrame } from './room-frames';
import { planLevel, quickSeatRoom } from './seat-plan';

export type LobbyOptions = {
  vendorCode: string;
  gameCode: string;
  /** Fun money and real money never share a pot, nor do two currencies: each has its own lobby. */
  mode: 'real' | 'demo';
  currency: string;
  wallet: HallWallet;
  random: RandomSource;
  timing: RoomTiming;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
};

type Entry = { member: HallMember; room: Room | null };

/** The room list goes out at most this often while seats change. */
const listEveryMs = 200;

/**
 * One game's card rooms for one kind of money: every stake level with its rooms (a new one when
 * all of a level's are full, empty extra ones closed), and the hall its sockets join. A member is
 * in the room list until they watch or sit at a room; a seated player's new socket goes straight
 * back to the seat.
 */
export const createLobby = (options: LobbyOptions) => {
  const rooms = new Map<string, Room>();
  const members = new Map<string, Entry>();
  const firstRooms = new Set<string>();
  const roomNo = new Map<number, number>();
  let listTimer: NodeJS.Timeout | null = null;
  let lastList = '';
  let stopped = false;

  const list = (): RoomInfo[] => [...rooms.values()].sort((a, b) => a.boot - b.boot).map((room) => room.info());
  const loads = () =>
    [...rooms.values()].map((room) => ({
      id: room.id,
      boot: room.boot,
      taken: room.taken(),
      total: seatsPerRoom,
      playing: room.playing(),
      first: firstRooms.has(room.id),
    }));

  const sendToSession = (session: VendorSession, frame: object) => {
    for (const entry of members.values()) if (entry.member.session.id === session.id) entry.member.send(frame);
  };
  const introduce = (member: HallMember) => (snapshot: RoomSnapshot) => {
    member.send(snapshot.table);
    if (snapshot.hand) member.send(snapshot.hand);
    member.send({ type: 'history', roomId: (snapshot.table as { roomId: string }).roomId, hands: snapshot.history, append: false });
  };

  const openRoom = (boot: number): Room => {
    const no = (roomNo.get(boot) ?? 0) + 1;
    roomNo.set(boot, no);
    const id = `r${boot}-${no}`;
    const room = createRoom({
      id,
      vendorCode: options.vendorCode,
      gameCode: options.gameCode,
      mode: options.mode,
      currency: options.currency,
      config: levelConfig(boot, options.timing.turnMs),
      wallet: options.wallet,
      random: options.random,
      timing: options.timing,
      sendToSession,
      onChange: () => scheduleList(),
      ...(options.now ? { now: options.now } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    rooms.set(id, room);
    if (no === 1) firstRooms.add(id);
    return room;
  };

  const closeRoom = (room: Room) => {
    rooms.delete(room.id);
    for (const member of room.viewers()) {
      const entry = members.get(member.id);
      if (entry) entry.room = null;
      member.send({ type: 'left', roomId: room.id, rooms: list() });
    }
    room.dropViewers();
    void room.stop();
  };

  /** Opens and closes rooms by the level plan, then sends the list to everyone in it if it changed. */
  const refresh = () => {
    if (stopped) return;
    for (const boot of stakeBoots) {
      const plan = planLevel(loads().filter((l) => l.boot === boot));
      for (const id of plan.close) closeRoom(rooms.get(id)!);
      if (plan.open) openRoom(boot);
    }
    const current = list();
    const text = JSON.stringify(current);
    if (text === lastList) return;
    lastList = text;
    const frame = JSON.stringify({ type: 'rooms', rooms: current });
    for (const entry of members.values()) if (!entry.room) entry.member.sendText(frame);
  };
  const scheduleList = () => {
    if (listTimer || stopped) return;
    listTimer = setTimeout(() => {
      listTimer = null;
      refresh();
    }, listEveryMs);
  };

  const seatedRoom = (sessionId: string) => [...rooms.values()].find((room) => room.holds(sessionId)) ?? null;

  /** Moves a member's view to `room` (from the list or another room they hold no seat in). */
  const moveTo = (entry: Entry, room: Room) => {
    if (entry.room === room) return;
    entry.room?.leaveView(entry.member);
    entry.room = room;
    room.enterView(entry.member, introduce(entry.member));
  };

  const receive = (entry: Entry, raw: unknown) => {
    const { member } = entry;
    const parsed = teenPattiClientFrame.safeParse(raw);
    if (!parsed.success) return member.send({ type: 'error', code: 'VALIDATION_ERROR' });
    const frame = parsed.data;
    const refuse = (code: string) => member.send({ type: 'refused', requestId: null, action: frame.type, code, balance: member.session.balance });
    const seated = seatedRoom(member.session.id);
    switch (frame.type) {
      case 'watch':
      case 'sit': {
        const room = rooms.get(frame.roomId);
        if (!room) return refuse('NO_ROOM');
        if (seated && seated !== room) return refuse('ALREADY_SEATED');
        moveTo(entry, room);
        if (frame.type === 'watch') return;
        const refused = room.sit(member, frame.seat);
        return refused ? refuse(refused) : undefined;
      }
      case 'quick-seat': {
        if (!isStakeBoot(frame.boot)) return refuse('NO_ROOM');
        if (seated) return refuse('ALREADY_SEATED');
        refresh();
        const id = quickSeatRoom(loads(), frame.boot);
        const room = id ? rooms.get(id)! : openRoom(frame.boot);
        moveTo(entry, room);
        const refused = room.sit(member);
        return refused ? refuse(refused) : undefined;
      }
      case 'stand': {
        if (!entry.room) return refuse('NOT_SEATED');
        const refused = entry.room.stand(member.session);
        return refused ? refuse(refused) : undefined;
      }
      case 'leave': {
        if (!entry.room) return member.send({ type: 'left', roomId: null, rooms: list() });
        if (entry.room.holds(member.session.id)) {
          const refused = entry.room.stand(member.session);
          if (refused) return refuse(refused);
        }
        const left = entry.room;
        left.leaveView(member);
        entry.room = null;
        return member.send({ type: 'left', roomId: left.id, rooms: list() });
      }
      case 'ready': {
        const refused = entry.room ? entry.room.ready(member.session, frame.ready) : 'NOT_SEATED';
        return refused ? refuse(refused) : undefined;
      }
      case 'act':
        if (!entry.room) return refuse('NOT_SEATED');
        return void entry.room.act(member, frame);
    }
  };

  const welcome = (member: HallMember, snapshot: RoomSnapshot | null) => ({
    type: 'welcome',
    game: 'teen-patti',
    levels: stakeBoots.map((boot) => {
      const config = levelConfig(boot, options.timing.turnMs);
      return { boot, chaalLimit: config.chaalLimit, potLimit: config.potLimit, rakeBps: config.rakeBps };
    }),
    rooms: list(),
    you: { name: chatNameOf(member.session), balance: member.session.balance, currency: member.session.currency, mode: member.session.mode },
    table: snapshot?.table ?? null,
    hand: snapshot?.hand ?? null,
    history: snapshot?.history ?? [],
  });

  const hall: Hall = {
    enter: (member) => {
      // The list as it stands now goes in the welcome, which must be the member's first frame.
      refresh();
      const entry: Entry = { member, room: null };
      members.set(member.id, entry);
      const seated = seatedRoom(member.session.id);
      if (seated) {
        entry.room = seated;
        seated.enterView(member, (snapshot) => member.send(welcome(member, snapshot)));
      } else member.send(welcome(member, null));
      return {
        receive: (raw) => receive(entry, raw),
        leave: () => {
          members.delete(member.id);
          entry.room?.leaveView(member);
          entry.room = null;
        },
      };
    },
  };

  refresh();

  return {
    hall,
    list,
    room: (id: string): Room | null => rooms.get(id) ?? null,
    stop: async () => {
      stopped = true;
      if (listTimer) clearTimeout(listTimer);
      listTimer = null;
      await Promise.all([...rooms.values()].map((room) => room.stop()));
    },
  };
};

export type Lobby = ReturnType<typeof createLobby>;
