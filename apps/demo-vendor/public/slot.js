import { $, boot, formatMoney, labels, playRound, showMessage } from './common.js';

// The slot page: five reels of three, line and line-bet selectors, the spin button.
const cells = [...document.querySelectorAll('.cell')];
const cell = (reel, row) => cells[reel * 3 + row];
const spin = $('spin');

const randomGrid = () => Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => Math.floor(Math.random() * 8)));
const show = (grid) =>
  grid.forEach((rows, reel) =>
    rows.forEach((symbol, row) => {
      const el = cell(reel, row);
      el.textContent = boot.symbols[symbol];
      el.className = `cell sym-${symbol}`;
    }),
  );
show(randomGrid());

const totalBet = () => Number($('lines').value) * Number($('line-bet').value);
const updateTotal = () => ($('total-bet').textContent = formatMoney(totalBet()));
$('lines').addEventListener('change', updateTotal);
$('line-bet').addEventListener('change', updateTotal);
updateTotal();

spin.addEventListener('click', async () => {
  if (totalBet() > boot.balance) {
    showMessage(labels.INSUFFICIENT_FUNDS);
    return;
  }
  spin.disabled = true;
  cells.forEach((c) => c.classList.remove('win'));
  document.body.classList.add('spinning');
  const answer = await playRound({ lines: Number($('lines').value), lineBet: Number($('line-bet').value) });
  document.body.classList.remove('spinning');
  spin.disabled = false;
  if (!answer.ok) return;
  show(answer.outcome.grid);
  $('win').textContent = formatMoney(answer.totalWin);
  for (const win of answer.outcome.lineWins) {
    const rows = boot.paylines[win.line];
    for (let reel = 0; reel < win.count; reel += 1) cell(reel, rows[reel]).classList.add('win');
  }
});
