// Shared by the three game scripts: boot data, money formatting, the round call and messages.

/** @type {{ session: string, engine: string, balance: number, currency: string, language: string, labels: Record<string, string>, chips: number[], symbols?: string[], names?: string[], paylines?: number[][], wheelOrder?: number[] }} */
export const boot = JSON.parse(document.getElementById('boot').textContent);
export const labels = boot.labels;

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Minor units to a 2-decimal figure with thousands separators. */
export const formatMoney = (minor) => money.format(minor / 100);

export const $ = (id) => document.getElementById(id);

export const setBalance = (minor) => {
  boot.balance = minor;
  $('balance').textContent = formatMoney(minor);
};

/** Shows a message; `info` for good news (a pending win), an error otherwise; empty clears it. */
export const showMessage = (text, kind = 'error') => {
  const el = $('message');
  el.textContent = text ?? '';
  el.className = kind === 'info' ? 'message info' : 'message';
};

/** Whether the player asked for less motion: the games then show results without animating. */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits `ms` milliseconds. */
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays a round on the vendor server; resolves to its answer (ok or an error code with a message).
 * With `deferBalance` a settled round leaves the balance to the caller, who shows it once the
 * reels, wheel or cards have landed, so the win never shows before the result does.
 */
export const playRound = async (body, { deferBalance = false } = {}) => {
  try {
    const res = await fetch(`/api/${encodeURIComponent(boot.session)}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.json();
    if (typeof answer.balance === 'number' && !(deferBalance && answer.ok)) setBalance(answer.balance);
    if (!answer.ok) showMessage(answer.message ?? labels.ERROR);
    else showMessage(answer.message ?? '', 'info');
    return answer;
  } catch {
    showMessage(labels.NETWORK);
    return { ok: false, code: 'NETWORK' };
  }
};

/** Chip selector shared by the table games; returns a getter of the selected chip (minor units). */
export const chipSelector = (container) => {
  let selected = boot.chips[0];
  for (const chip of boot.chips) {
    const b = document.createElement('button');
    b.type = 'button';
    // A chip shows its face value (1, 5, 100 ...); its label says the full amount.
    b.textContent = chip % 100 === 0 ? String(chip / 100) : formatMoney(chip);
    b.className = `chip chip-${boot.chips.indexOf(chip)}`;
    b.setAttribute('aria-label', `${labels.chip} ${formatMoney(chip)}`);
    b.setAttribute('aria-pressed', String(chip === selected));
    b.addEventListener('click', () => {
      selected = chip;
      for (const other of container.children) other.setAttribute('aria-pressed', String(other === b));
    });
    container.append(b);
  }
  return () => selected;
};

setBalance(boot.balance);
