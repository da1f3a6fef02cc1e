import { $, boot, chipSelector, formatMoney, labels, pause, playRound, reducedMotion, setBalance, showMessage } from './common.js';

// European roulette: click numbers and outside boxes to stack chips, then spin. The wheel turns
// until the winning pocket stops under the pointer and the ball settles in it.
const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colourOf = (n) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
const colourLabel = { red: labels.red, black: labels.black, green: labels.green };
const chip = chipSelector($('chips'));
/** key "kind:target" -> { kind, target, amount, el } */
const bets = new Map();
const history = [];
const spinMs = 3200;

const stakeBadge = (el, amount) => {
  let badge = el.querySelector('.stake');
  if (!amount) return badge?.remove();
  if (!badge) {
    badge = document.createElement('span');
    badge.className = 'stake';
    el.append(badge);
  }
  // Whole amounts as a chip shows them (5, 120); the total line below has the exact figure.
  badge.textContent = amount % 100 === 0 ? String(amount / 100) : formatMoney(amount);
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

/** A box of the table, placed on its grid row and column. */
const box = (text, className, area, kind, target) => {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.className = className;
  b.style.gridArea = area;
  b.addEventListener('click', () => addBet(kind, target, b));
  return b;
};

// The table as on the felt: zero at the head, numbers in three rows of twelve (3, 6 ... 36 on
// top), a 2:1 column bet at the end of each row, the dozens and the even-money boxes below.
const layout = $('layout');
layout.append(box('0', 'zero', '1 / 1 / 4 / 2', 'straight', 0));
for (let n = 1; n <= 36; n += 1) {
  const row = 3 - ((n - 1) % 3);
  const col = Math.ceil(n / 3) + 1;
  const b = box(String(n), `num ${colourOf(n)}`, `${row} / ${col}`, 'straight', n);
  b.dataset.number = String(n);
  layout.append(b);
}
for (const c of [1, 2, 3]) {
  const b = box('2:1', 'side', `${4 - c} / 14`, 'column', c);
  b.setAttribute('aria-label', `${labels.column} ${c}`);
  layout.append(b);
}
for (const d of [1, 2, 3]) layout.append(box(`${labels.dozen} ${d}`, 'side', `4 / ${2 + (d - 1) * 4} / 5 / ${6 + (d - 1) * 4}`, 'dozen', d));
[
  ['low', labels.low, ''],
  ['even', labels.even, ''],
  ['red', labels.red, 'red'],
  ['black', labels.black, 'black'],
  ['odd', labels.odd, ''],
  ['high', labels.high, ''],
].forEach(([kind, text, colour], i) => layout.append(box(text, `side ${colour}`, `5 / ${2 + i * 2} / 6 / ${4 + i * 2}`, kind, 0)));

const clear = () => {
  for (const bet of bets.values()) stakeBadge(bet.el, 0);
  bets.clear();
  refreshTotal();
};
$('clear').addEventListener('click', clear);

// The wheel: pocket i of the order sits at i * 360/37 degrees; the rotor turns clockwise by whole
// turns plus what brings the winner to the top, the ball runs the other way and stops at the top.
const wheelArea = document.querySelector('.wheel-area');
const rotor = document.querySelector('.wheel-rotor');
const ball = document.querySelector('.wheel-ball');
const step = 360 / boot.wheelOrder.length;
let rotorAngle = 0;
let ballAngle = 0;

const turnTo = async (pocket) => {
  const index = boot.wheelOrder.indexOf(pocket);
  const target = (((-index * step) % 360) + 360) % 360;
  const current = ((rotorAngle % 360) + 360) % 360;
  const motion = !reducedMotion();
  rotorAngle += (motion ? 360 * 4 : 0) + ((target - current + 360) % 360);
  ballAngle -= motion ? 360 * 3 + (((ballAngle % 360) + 360) % 360) : ((ballAngle % 360) + 360) % 360;
  wheelArea.classList.remove('idle');
  wheelArea.classList.toggle('rolling', motion);
  rotor.style.transform = `rotate(${rotorAngle}deg)`;
  ball.style.transform = `rotate(${ballAngle}deg)`;
  if (motion) await pause(spinMs);
  wheelArea.classList.remove('rolling');
};

$('spin').addEventListener('click', async () => {
  if (bets.size === 0) return showMessage(labels.noBets);
  const spin = $('spin');
  spin.disabled = true;
  for (const el of layout.querySelectorAll('.hit')) el.classList.remove('hit');
  const answer = await playRound({ bets: [...bets.values()].map(({ kind, target, amount }) => ({ kind, target, amount })) }, { deferBalance: true });
  if (answer.ok) {
    const { pocket: number, colour } = answer.outcome;
    await turnTo(number);
    setBalance(answer.balance);
    const pocket = $('pocket');
    pocket.textContent = String(number);
    pocket.className = `pocket ${colour}`;
    $('wheel').setAttribute('aria-label', `${labels.wheel} · ${labels.result}: ${number} ${colourLabel[colour] ?? ''}`);
    layout.querySelector(number === 0 ? '.zero' : `[data-number="${number}"]`)?.classList.add('hit');
    history.unshift(number);
    const past = $('history');
    past.replaceChildren(
      ...history.slice(0, 12).map((n) => {
        const span = document.createElement('span');
        span.className = `past ${colourOf(n)}`;
        span.textContent = String(n);
        return span;
      }),
    );
    $('win').textContent = formatMoney(answer.totalWin);
  }
  spin.disabled = false;
});
