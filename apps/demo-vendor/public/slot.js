import { $, boot, formatMoney, labels, pause, playRound, reducedMotion, setBalance, showMessage } from './common.js';

// The slot page: five reels of three drawn symbols, line and line-bet selectors, the spin button.
// A spin asks the server first, then rolls each reel down to the grid it answered, the reels
// stopping one after another; with reduced motion the grid simply appears.
const reels = [...document.querySelectorAll('.reel')];
const cellsOf = (reel) => [...reels[reel].querySelectorAll('.cell[data-row]')];
const cell = (reel, row) => cellsOf(reel)[row];
const spin = $('spin');
const symbolCount = boot.symbols.length;
const svgNs = 'http://www.w3.org/2000/svg';

/** A drawn symbol: an inline SVG using the page's sprite. */
const picture = (symbol) => {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('class', 'art');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(svgNs, 'use');
  use.setAttribute('href', `#sym-${symbol}`);
  svg.append(use);
  return svg;
};

const setCell = (el, symbol) => {
  el.dataset.symbol = String(symbol);
  el.replaceChildren(picture(symbol));
};

/** A passing symbol of a spinning reel (not part of the result). */
const blurCell = (symbol) => {
  const el = document.createElement('div');
  el.className = 'cell blur';
  el.append(picture(symbol));
  return el;
};

const describe = (grid) =>
  $('reels').setAttribute('aria-label', grid.map((rows, reel) => `${labels.reel} ${reel + 1}: ${rows.map((s) => boot.names[s]).join(', ')}`).join('; '));

/**
 * Rolls a reel from what it shows to `column`: the strip gets the result on top, passing symbols,
 * then the old three at the bottom, and slides down until the result fills the window.
 */
const roll = async (reel, column, passing, duration) => {
  const strip = reels[reel].querySelector('.strip');
  const finals = cellsOf(reel);
  const old = finals.map((el) => Number(el.dataset.symbol));
  const filler = [...Array.from({ length: passing }, () => Math.floor(Math.random() * symbolCount)), ...old].map(blurCell);
  strip.append(...filler);
  finals.forEach((el, row) => setCell(el, column[row]));
  const length = finals.length + filler.length;
  const animation = strip.animate([{ transform: `translateY(${(-100 * (length - 3)) / length}%)` }, { transform: 'translateY(0)' }], {
    duration,
    easing: 'cubic-bezier(0.25, 0.1, 0.3, 1.08)',
  });
  await animation.finished.catch(() => undefined);
  for (const el of filler) el.remove();
};

const show = async (grid) => {
  if (reducedMotion()) {
    grid.forEach((column, reel) => cellsOf(reel).forEach((el, row) => setCell(el, column[row])));
  } else {
    await Promise.all(grid.map((column, reel) => roll(reel, column, 14 + reel * 4, 700 + reel * 220)));
  }
  describe(grid);
};

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
  for (const reel of reels) for (const el of reel.querySelectorAll('.cell')) el.classList.remove('win');
  $('reels').classList.remove('won');
  document.body.classList.add('spinning');
  const answer = await playRound({ lines: Number($('lines').value), lineBet: Number($('line-bet').value) }, { deferBalance: true });
  if (answer.ok) {
    await show(answer.outcome.grid);
    setBalance(answer.balance);
    $('win').textContent = formatMoney(answer.totalWin);
    for (const win of answer.outcome.lineWins) {
      const rows = boot.paylines[win.line];
      for (let reel = 0; reel < win.count; reel += 1) cell(reel, rows[reel]).classList.add('win');
    }
    if (answer.totalWin > 0) $('reels').classList.add('won');
    if (!reducedMotion()) await pause(150);
  }
  document.body.classList.remove('spinning');
  spin.disabled = false;
});
