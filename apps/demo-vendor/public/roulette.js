import { $, chipSelector, formatMoney, labels, playRound, showMessage } from './common.js';

// European roulette: click numbers and outside boxes to stack chips, then spin.
const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (n) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
const chip = chipSelector($('chips'));
/** key "kind:target" -> { kind, target, amount, el } */
const bets = new Map();
const history = [];

const stakeBadge = (el, amount) => {
  let badge = el.querySelector('.stake');
  if (!amount) return badge?.remove();
  if (!badge) {
    badge = document.createElement('span');
    badge.className = 'stake';
    el.append(badge);
  }
  badge.textContent = formatMoney(amount);
};

const refreshTotal = () => ($('total-bet').textContent = formatMoney([...bets.values()].reduce((s, b) => s + b.amount, 0)));

const addBet = (kind, target, el) => {
  const key = `${kind}:${target}`;
  const bet = bets.get(key) ?? { kind, target, amount: 0, el };
  bet.amount += chip();
  bets.set(key, bet);
  stakeBadge(el, bet.amount);
  refreshTotal();
  showMessage('');
};

const button = (text, className, onClick) => {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (className) b.className = className;
  b.addEventListener('click', () => onClick(b));
  return b;
};

const layout = $('layout');
layout.append(button('0', 'zero', (b) => addBet('straight', 0, b)));
for (let n = 1; n <= 36; n += 1) layout.append(button(String(n), colourOf(n), (b) => addBet('straight', n, b)));

const outside = $('outside');
for (const [kind, text] of [['red', labels.red], ['black', labels.black], ['odd', labels.odd], ['even', labels.even], ['low', labels.low], ['high', labels.high]]) {
  outside.append(button(text, '', (b) => addBet(kind, 0, b)));
}
for (const d of [1, 2, 3]) outside.append(button(`${labels.dozen} ${d}`, '', (b) => addBet('dozen', d, b)));
for (const c of [1, 2, 3]) outside.append(button(`${labels.column} ${c}`, '', (b) => addBet('column', c, b)));

const clear = () => {
  for (const bet of bets.values()) stakeBadge(bet.el, 0);
  bets.clear();
  refreshTotal();
};
$('clear').addEventListener('click', clear);

$('spin').addEventListener('click', async () => {
  if (bets.size === 0) return showMessage(labels.noBets);
  const spin = $('spin');
  spin.disabled = true;
  const answer = await playRound({ bets: [...bets.values()].map(({ kind, target, amount }) => ({ kind, target, amount })) });
  spin.disabled = false;
  if (!answer.ok) return;
  const pocket = $('pocket');
  pocket.textContent = String(answer.outcome.pocket);
  pocket.className = `pocket ${answer.outcome.colour}`;
  history.unshift(answer.outcome.pocket);
  $('history').textContent = history.slice(0, 12).join(' · ');
  $('win').textContent = formatMoney(answer.totalWin);
});
