import { $, chipSelector, formatMoney, labels, playRound, showMessage } from './common.js';

// Punto banco: stack chips on player, tie or banker, then deal.
const chip = chipSelector($('chips'));
const stakes = { player: 0, banker: 0, tie: 0 };
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = ['♠', '♥', '♦', '♣'];

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

const renderCards = (el, cards) => {
  el.replaceChildren(
    ...cards.map((card) => {
      const div = document.createElement('div');
      const suit = Math.floor(card / 13) % 4;
      div.className = suit === 1 || suit === 2 ? 'card red' : 'card';
      div.textContent = `${ranks[card % 13]}${suits[suit]}`;
      return div;
    }),
  );
};

$('deal').addEventListener('click', async () => {
  const bets = Object.entries(stakes)
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount]) => ({ kind, amount }));
  if (bets.length === 0) return showMessage(labels.noBets);
  const deal = $('deal');
  deal.disabled = true;
  const answer = await playRound({ bets });
  deal.disabled = false;
  if (!answer.ok) return;
  const o = answer.outcome;
  renderCards($('player-cards'), o.playerCards);
  renderCards($('banker-cards'), o.bankerCards);
  $('player-total').textContent = String(o.playerTotal);
  $('banker-total').textContent = String(o.bankerTotal);
  $('outcome').textContent = `${labels.result}: ${labels[o.outcome]}`;
  $('win').textContent = formatMoney(answer.totalWin);
});
