import { $, chipSelector, formatMoney, labels, pause, playRound, reducedMotion, setBalance, showMessage } from './common.js';

// Punto banco: stack chips on player, tie or banker, then deal. The cards come out one by one in
// dealing order (player, banker, player, banker, then the third cards) and turn face up.
const chip = chipSelector($('chips'));
const stakes = { player: 0, banker: 0, tie: 0 };
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const rankNames = { A: labels.ace, J: labels.jack, Q: labels.queen, K: labels.king };
const suitNames = [labels.spades, labels.hearts, labels.diamonds, labels.clubs];
const svgNs = 'http://www.w3.org/2000/svg';
const dealMs = 380;

const refresh = () => {
  for (const kind of Object.keys(stakes)) document.querySelector(`[data-stake="${kind}"]`).textContent = formatMoney(stakes[kind]);
};

for (const spot of document.querySelectorAll('.spot')) {
  spot.addEventListener('click', () => {
    stakes[spot.dataset.kind] += chip();
    refresh();
    showMessage('');
  });
}
$('clear').addEventListener('click', () => {
  for (const kind of Object.keys(stakes)) stakes[kind] = 0;
  refresh();
});

const svgEl = (name, attributes, children = []) => {
  const el = document.createElementNS(svgNs, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  el.append(...children);
  return el;
};

const cardOf = (card) => {
  const suit = Math.floor(card / 13) % 4;
  return { rank: ranks[card % 13], suit, red: suit === 1 || suit === 2 };
};

const cardName = (card) => {
  const { rank, suit } = cardOf(card);
  return labels.card.replace('{rank}', rankNames[rank] ?? rank).replace('{suit}', suitNames[suit]);
};

/** A card face: rank and small suit in two corners (the lower one upside down), the suit large in the middle. */
const cardFace = (card) => {
  const { rank, suit, red } = cardOf(card);
  const ink = red ? '#c81e1e' : '#111827';
  const corner = (transform) =>
    svgEl('g', { transform }, [
      svgEl('text', { x: 9, y: 17, 'text-anchor': 'middle', 'font-size': rank === '10' ? 13 : 15, 'font-weight': 700, fill: ink, 'font-family': 'Georgia, serif' }, [rank]),
      svgEl('use', { href: `#suit-${suit}`, x: 3, y: 20, width: 12, height: 12 }),
    ]);
  const face = rank === 'J' || rank === 'Q' || rank === 'K';
  return svgEl('svg', { class: 'card-face', viewBox: '0 0 70 98', 'aria-hidden': 'true' }, [
    svgEl('rect', { x: 0.75, y: 0.75, width: 68.5, height: 96.5, rx: 6, fill: '#fdfcf7', stroke: '#cbd5e1', 'stroke-width': 1.5 }),
    ...(face ? [svgEl('rect', { x: 15, y: 15, width: 40, height: 68, rx: 3, fill: red ? '#fee2e2' : '#e0e7ff', stroke: '#f5b301', 'stroke-width': 1.5 })] : []),
    corner(''),
    corner('rotate(180 35 49)'),
    face
      ? svgEl('text', { x: 35, y: 60, 'text-anchor': 'middle', 'font-size': 30, 'font-weight': 700, fill: ink, 'font-family': 'Georgia, serif' }, [rank])
      : svgEl('use', { href: `#suit-${suit}`, x: 17, y: 31, width: 36, height: 36 }),
  ]);
};

const cardBack = () =>
  svgEl('svg', { class: 'card-back', viewBox: '0 0 70 98', 'aria-hidden': 'true' }, [
    svgEl('rect', { x: 0.75, y: 0.75, width: 68.5, height: 96.5, rx: 6, fill: '#fdfcf7', stroke: '#cbd5e1', 'stroke-width': 1.5 }),
    svgEl('rect', { x: 5, y: 5, width: 60, height: 88, rx: 4, fill: 'url(#card-back)', stroke: '#f5b301', 'stroke-width': 1 }),
  ]);

/** One card on the table: a flipper holding the back and the face. */
const cardEl = (card) => {
  const el = document.createElement('div');
  el.className = 'card';
  const inner = document.createElement('div');
  inner.className = 'card-inner';
  inner.append(cardFace(card), cardBack());
  el.append(inner);
  return el;
};

const setTotal = (who, total) => ($(`${who}-total`).textContent = total === null ? '' : String(total));

/** Deals the round onto the table in dealing order; all at once with reduced motion. */
const deal = async (o) => {
  const hands = { player: $('player-cards'), banker: $('banker-cards') };
  hands.player.replaceChildren();
  hands.banker.replaceChildren();
  setTotal('player', null);
  setTotal('banker', null);
  const order = [];
  for (let i = 0; i < Math.max(o.playerCards.length, o.bankerCards.length); i += 1) {
    if (o.playerCards[i] !== undefined) order.push(['player', o.playerCards[i]]);
    if (o.bankerCards[i] !== undefined) order.push(['banker', o.bankerCards[i]]);
  }
  const motion = !reducedMotion();
  for (const [who, card] of order) {
    const el = cardEl(card);
    if (motion) el.classList.add('dealt');
    hands[who].append(el);
    if (motion) await pause(dealMs);
  }
  for (const who of ['player', 'banker']) {
    hands[who].setAttribute('aria-label', `${labels[who]}: ${(who === 'player' ? o.playerCards : o.bankerCards).map(cardName).join(', ')}`);
  }
  setTotal('player', o.playerTotal);
  setTotal('banker', o.bankerTotal);
};

$('deal').addEventListener('click', async () => {
  const bets = Object.entries(stakes)
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount]) => ({ kind, amount }));
  if (bets.length === 0) return showMessage(labels.noBets);
  const button = $('deal');
  button.disabled = true;
  $('outcome').textContent = '';
  for (const hand of document.querySelectorAll('.hand')) hand.classList.remove('won');
  const answer = await playRound({ bets }, { deferBalance: true });
  if (answer.ok) {
    const o = answer.outcome;
    await deal(o);
    setBalance(answer.balance);
    $('outcome').textContent = `${labels.result}: ${labels[o.outcome]}`;
    $('outcome').dataset.outcome = o.outcome;
    if (o.outcome !== 'tie') $(`${o.outcome}-hand`).classList.add('won');
    $('win').textContent = formatMoney(answer.totalWin);
  }
  button.disabled = false;
});
