import { draftOf, findSeat, packSeat, pay, previousPlaying } from './draft';
import { priceOf } from './price';
import { showBetween, sideShowLoser, forcedShow } from './settle';
import { afterBet, passTurn, refuseSideShow } from './turns';
import type { Applied, HandState, TeenPattiAction } from './types';

/**
 * Applies an action the room server has been paid for (see `priceOf`): returns the next state and
 * the amount the action cost, or the refusal if it may no longer be taken (for example the turn
 * timed out while the wallet call was in flight), in which case the server returns the money.
 * The input state is never changed.
 */
export const apply = (state: HandState, seat: number, action: TeenPattiAction, now: number): Applied => {
  const price = priceOf(state, seat, action);
  if (!price.ok) return price;
  const { amount } = price;
  const draft = draftOf(state);
  const player = findSeat(draft, seat)!;
  switch (action) {
    case 'boot':
      player.status = 'playing';
      pay(draft, player, amount);
      draft.events.push({ type: 'boot', seat, amount, at: now });
      break;
    case 'see':
      player.seen = true;
      draft.events.push({ type: 'see', seat, at: now });
      break;
    case 'pack':
      packSeat(draft, player, 'player', now);
      passTurn(draft, seat, now);
      break;
    case 'chaal':
      pay(draft, player, amount);
      draft.events.push({ type: 'chaal', seat, amount, blind: !player.seen, at: now });
      afterBet(draft, seat, now);
      break;
    case 'raise':
      draft.stake *= 2;
      pay(draft, player, amount);
      draft.events.push({ type: 'raise', seat, amount, blind: !player.seen, stake: draft.stake, at: now });
      afterBet(draft, seat, now);
      break;
    case 'show': {
      const other = previousPlaying(draft, seat)!;
      pay(draft, player, amount);
      draft.events.push({ type: 'show', seat, against: other, amount, blind: !player.seen, at: now });
      showBetween(draft, seat, other, now);
      break;
    }
    case 'side-show': {
      const other = previousPlaying(draft, seat)!;
      pay(draft, player, amount);
      draft.events.push({ type: 'side-show', seat, against: other, amount, at: now });
      // The bet may take the pot to its limit, and then everyone left shows instead.
      if (draft.pot >= draft.config.potLimit) {
        forcedShow(draft, now);
        break;
      }
      draft.sideShow = { from: seat, to: other };
      draft.turn = other;
      draft.deadline = now + draft.config.turnMs;
      if (findSeat(draft, other)!.away) refuseSideShow(draft, 'away', now);
      break;
    }
    case 'accept-side-show': {
      const { from, to } = draft.sideShow!;
      const asker = findSeat(draft, from)!;
      asker.shownTo = [...asker.shownTo, to];
      player.shownTo = [...player.shownTo, from];
      const loser = sideShowLoser(draft, from, to);
      draft.sideShow = null;
      draft.events.push({ type: 'side-show-accepted', seat, loser, at: now });
      packSeat(draft, findSeat(draft, loser)!, 'side-show', now);
      passTurn(draft, from, now);
      break;
    }
    case 'refuse-side-show':
      refuseSideShow(draft, 'player', now);
      break;
  }
  return { ok: true, state: draft, amount };
};
