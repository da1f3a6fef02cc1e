import type { Params } from '../../i18n/text';
import type { HandEvent, HandView, SeatInfo } from './frames';

type T = (key: string, params?: Params) => string;

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const suits = [
  { symbol: '♠', red: false, key: 'spades' },
  { symbol: '♥', red: true, key: 'hearts' },
  { symbol: '♦', red: true, key: 'diamonds' },
  { symbol: '♣', red: false, key: 'clubs' },
] as const;

export const rankOf = (card: number) => ranks[card % 13]!;
export const suitOf = (card: number) => suits[Math.floor(card / 13) % 4]!;
export const cardName = (t: T, card: number) => t('tp.card', { rank: rankOf(card), suit: t(`tp.suit.${suitOf(card).key}`) });

/** A room's number within its level ("r500-2" is table 2). */
export const tableNo = (roomId: string) => roomId.split('-').at(-1) ?? roomId;

/** What a seat is doing in the hand in play (or why it is not in it). */
export const seatStatusKey = (view: HandView | null, info: SeatInfo): string | null => {
  const seat = view?.seats.find((s) => s.seat === info.seat);
  if (info.away) return 'tp.seat.away';
  if (!seat) {
    if (!info.ready) return 'tp.seat.sittingOut';
    return view && view.phase !== 'ended' ? 'tp.seat.nextHand' : null;
  }
  if (seat.status === 'boot-pending') return 'tp.seat.bootPending';
  if (seat.status === 'sitting-out') return 'tp.seat.sittingOut';
  if (seat.status === 'packed') return 'tp.seat.packed';
  return seat.seen ? 'tp.seat.seen' : 'tp.seat.blind';
};

/** A move's short label: the action's own where a player took it, else what happened. */
const lastLabels: Record<string, string> = {
  boot: 'tp.last.boot',
  see: 'tp.last.see',
  chaal: 'tp.action.chaal',
  raise: 'tp.action.raise',
  pack: 'tp.action.pack',
  show: 'tp.action.show',
  'side-show': 'tp.action.side-show',
  'side-show-accepted': 'tp.last.accepted',
  'side-show-refused': 'tp.last.refused',
};

/** The seat's last move this hand, as a short label. */
export const lastActionKey = (view: HandView | null, seat: number): string | null => {
  const event = view?.events.findLast((e) => 'seat' in e && e.seat === seat && e.type in lastLabels);
  return event ? lastLabels[event.type]! : null;
};

/** One line of a hand's record in words, names from `nameOf`, amounts from `money`. */
export const eventText = (t: T, money: (minor: number) => string, event: HandEvent, nameOf: (seat: number) => string): string | null => {
  switch (event.type) {
    case 'boot':
      return t('tp.event.boot', { name: nameOf(event.seat), amount: money(event.amount) });
    case 'sit-out':
      return t('tp.event.sitOut', { name: nameOf(event.seat) });
    case 'deal':
      return t('tp.event.deal');
    case 'see':
      return t('tp.event.see', { name: nameOf(event.seat) });
    case 'chaal':
      return t(event.blind ? 'tp.event.blindChaal' : 'tp.event.chaal', { name: nameOf(event.seat), amount: money(event.amount) });
    case 'raise':
      return t('tp.event.raise', { name: nameOf(event.seat), amount: money(event.amount) });
    case 'pack':
      return t(`tp.event.pack.${event.reason}`, { name: nameOf(event.seat) });
    case 'show':
      return t('tp.event.show', { name: nameOf(event.seat), other: nameOf(event.against), amount: money(event.amount) });
    case 'side-show':
      return t('tp.event.sideShow', { name: nameOf(event.seat), other: nameOf(event.against), amount: money(event.amount) });
    case 'side-show-accepted':
      return t('tp.event.sideShowAccepted', { name: nameOf(event.seat) });
    case 'side-show-refused':
      return t('tp.event.sideShowRefused', { name: nameOf(event.seat) });
    case 'away':
      return t('tp.event.away', { name: nameOf(event.seat) });
    case 'back':
      return t('tp.event.back', { name: nameOf(event.seat) });
    case 'reveal':
      return null;
    case 'end':
      return event.winners.length === 0
        ? t('tp.result.reason.cancelled')
        : t('tp.event.end', { names: event.winners.map(nameOf).join(', '), amount: money(event.pot - event.rake) });
  }
};
