import { findSeat, playersIn, previousPlaying } from './draft';
import { teenPattiActions, type HandState, type Price, type Refusal, type TeenPattiAction } from './types';

const refuse = (refusal: Refusal): Price => ({ ok: false, refusal });
const costs = (amount: number, limit: number): Price => (amount > limit ? refuse('over-chaal-limit') : { ok: true, amount });

/**
 * What an action would cost this seat now, or why it may not be taken. Pure: the room server
 * debits the amount from the player's wallet and then calls `apply` with the same action. A
 * blind player's chaal costs the stake, a seen player's twice the stake; a raise first doubles
 * the stake (only while a seen chaal at the new stake stays within the chaal limit).
 */
export const priceOf = (state: HandState, seat: number, action: TeenPattiAction): Price => {
  if (state.phase === 'ended') return refuse('hand-over');
  const player = findSeat(state, seat);
  if (!player || player.status === 'sitting-out') return refuse('not-seated');
  if (state.phase === 'boot') {
    if (action !== 'boot') return refuse('wrong-phase');
    return player.status === 'boot-pending' ? { ok: true, amount: state.config.boot } : refuse('already-booted');
  }
  if (action === 'boot') return refuse('wrong-phase');
  if (player.status === 'packed') return refuse('packed');
  // Seeing is free and changes no one's turn, so a blind player may look at any time.
  if (action === 'see') return player.seen ? refuse('already-seen') : { ok: true, amount: 0 };
  if (action === 'accept-side-show' || action === 'refuse-side-show') {
    return state.sideShow?.to === seat ? { ok: true, amount: 0 } : refuse('no-side-show');
  }
  if (state.sideShow) return refuse('side-show-pending');
  if (state.turn !== seat) return refuse('not-your-turn');
  const { chaalLimit } = state.config;
  const chaal = player.seen ? 2 * state.stake : state.stake;
  switch (action) {
    case 'pack':
      return { ok: true, amount: 0 };
    case 'chaal':
      return costs(chaal, chaalLimit);
    case 'raise':
      // The new stake must leave a seen chaal within the limit, or seen players could not follow.
      if (4 * state.stake > chaalLimit) return refuse('over-chaal-limit');
      return costs(2 * chaal, chaalLimit);
    case 'show':
      return playersIn(state).length === 2 ? costs(chaal, chaalLimit) : refuse('show-not-allowed');
    case 'side-show': {
      if (!state.config.sideShow || !player.seen || playersIn(state).length < 3) return refuse('side-show-not-allowed');
      const previous = findSeat(state, previousPlaying(state, seat)!)!;
      return previous.seen ? costs(chaal, chaalLimit) : refuse('side-show-not-allowed');
    }
  }
};

export type ActionOption = { action: TeenPattiAction; amount: number };

/** Every action the seat may take now with its price: the buttons a player's screen shows. */
export const legalActions = (state: HandState, seat: number): ActionOption[] => {
  const options: ActionOption[] = [];
  for (const action of teenPattiActions) {
    const price = priceOf(state, seat, action);
    if (price.ok) options.push({ action, amount: price.amount });
  }
  return options;
};
