import { createHash } from 'node:crypto';
import { paylines } from './engines/slot';
import { gameNameOf, type GameSetup } from './games';
import { directionOf, labelsFor, type VendorLanguage, type VendorLabels } from './i18n';
import { chipChoices, lineBetChoices } from './rounds';
import type { VendorSession } from './sessions';
import { baccaratDeclaredRtp } from './engines/baccarat';
import { rouletteDeclaredRtp } from './engines/roulette';
import { lineChoices } from './engines/slot';
import { cardSprite } from './card-art';
import { symbolSprite, symbolUse } from './slot-art';
import { europeanWheelOrder, wheelSvg } from './wheel-art';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

const shell = (options: {
  language: VendorLanguage;
  title: string;
  bodyClass: string;
  style?: string;
  lobbyUrl: string | null;
  labels: VendorLabels;
  main: string;
  scripts: string[];
  boot?: unknown;
}) => `<!doctype html>
<html lang="${options.language}" dir="${directionOf(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="/assets/style.css">
</head>
<body class="${options.bodyClass}"${options.style ? ` style="${escapeHtml(options.style)}"` : ''}>
<header class="bar">
${options.lobbyUrl ? `<a class="lobby" href="${escapeHtml(options.lobbyUrl)}" target="_top" data-testid="back-to-lobby">${escapeHtml(options.labels.backToLobby)}</a>` : '<span></span>'}
<span class="title">${escapeHtml(options.title)}</span>
</header>
${options.main}
${options.boot === undefined ? '' : `<script type="application/json" id="boot">${scriptJson(options.boot)}</script>`}
${options.scripts.map((s) => `<script type="module" src="/assets/${s}"></script>`).join('\n')}
</body>
</html>
`;

/** A page for a launch that cannot go on (bad or used token, unknown game). */
export const errorPage = (language: VendorLanguage, lobbyUrl: string | null, detail: string): string => {
  const labels = labelsFor(language);
  return shell({
    language,
    title: labels.launchFailed,
    bodyClass: 'page-error',
    lobbyUrl,
    labels,
    main: `<main class="error"><h1>${escapeHtml(labels.launchFailed)}</h1><p data-testid="launch-error">${escapeHtml(detail)}</p></main>`,
    scripts: [],
  });
};

const balanceBar = (labels: VendorLabels, session: VendorSession) => `<section class="wallet">
<span>${escapeHtml(labels.balance)}</span>
<strong id="balance" data-testid="balance">${(session.balance / 100).toFixed(2)}</strong>
<span id="currency">${escapeHtml(session.currency)}</span>
${session.mode === 'demo' ? `<em class="demo">${escapeHtml(labels.demo)}</em>` : ''}
</section>
<p id="message" class="message" role="status" aria-live="polite" data-testid="message"></p>`;

/** What the reels show, reel by reel, for screen readers (the cells themselves are pictures). */
const reelsLabel = (labels: VendorLabels, names: readonly string[], grid: readonly (readonly number[])[]) =>
  grid.map((rows, reel) => `${labels.reel} ${reel + 1}: ${rows.map((s) => names[s]).join(', ')}`).join('; ');

const slotMain = (setup: Extract<GameSetup, { engine: 'slot' }>, labels: VendorLabels, session: VendorSession) => {
  const { variant } = setup.machine;
  const { names, symbols } = setup.skin;
  const rows = variant.pays
    .map((pays, symbol) => ({ pays, symbol }))
    .reverse()
    .map(
      ({ pays, symbol }) =>
        `<tr><td class="sym">${symbolUse(symbol)}</td><td>${escapeHtml(names[symbol]!)}</td><td>${pays[0]}×</td><td>${pays[1]}×</td><td>${pays[2]}×</td></tr>`,
    )
    .join('');
  // The opening picture: the first three stops of each reel strip, real symbols before any spin.
  const grid = setup.machine.strips.map((strip) => [strip[0]!, strip[1]!, strip[2]!]);
  const reels = grid
    .map(
      (column, reel) =>
        `<div class="reel"><div class="strip">${column.map((symbol, row) => `<div class="cell" data-reel="${reel}" data-row="${row}" data-symbol="${symbol}">${symbolUse(symbol)}</div>`).join('')}</div></div>`,
    )
    .join('');
  return `<main class="slot">
${symbolSprite(names, symbols)}
${balanceBar(labels, session)}
<div class="machine"><div class="reels" id="reels" role="img" aria-label="${escapeHtml(reelsLabel(labels, names, grid))}">${reels}</div></div>
<p class="last-win"><span>${escapeHtml(labels.win)}</span> <strong id="win" data-testid="win">0.00</strong></p>
<div class="controls">
<label>${escapeHtml(labels.lines)} <select id="lines">${lineChoices.map((n) => `<option value="${n}"${n === 20 ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
<label>${escapeHtml(labels.lineBet)} <select id="line-bet">${lineBetChoices.map((n) => `<option value="${n}"${n === 10 ? ' selected' : ''}>${(n / 100).toFixed(2)}</option>`).join('')}</select></label>
<span class="total">${escapeHtml(labels.totalBet)} <strong id="total-bet">2.00</strong></span>
<button type="button" id="spin" class="primary" data-testid="spin">${escapeHtml(labels.spin)}</button>
</div>
<details class="paytable" open>
<summary>${escapeHtml(labels.paytable)} · ${escapeHtml(labels.rtp)} <strong data-testid="rtp">${percent(variant.declaredRtp)}</strong></summary>
<p>${paylines.length} ${escapeHtml(labels.lines)}; <span class="sym">${symbolUse(8)}</span> ${escapeHtml(names[8]!)} = wild. ×: ${escapeHtml(labels.lineBet)}.</p>
<table><thead><tr><th></th><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${rows}</tbody></table>
</details>
</main>`;
};

const rouletteMain = (labels: VendorLabels, session: VendorSession) => `<main class="roulette">
${balanceBar(labels, session)}
<div class="wheel-area idle">${wheelSvg(labels.wheel)}
<div class="wheel-result"><span id="pocket" class="pocket" data-testid="pocket">–</span><span id="history" class="history" aria-label="${escapeHtml(labels.result)}"></span></div>
</div>
<div class="chips" id="chips"></div>
<div class="table" id="layout"></div>
<p class="bets-line"><span>${escapeHtml(labels.totalBet)}</span> <strong id="total-bet">0.00</strong> · <span>${escapeHtml(labels.win)}</span> <strong id="win" data-testid="win">0.00</strong></p>
<div class="controls"><button type="button" id="clear">${escapeHtml(labels.clear)}</button><button type="button" id="spin" class="primary" data-testid="spin">${escapeHtml(labels.spin)}</button></div>
<p class="rules">${escapeHtml(labels.rtp)} <strong data-testid="rtp">${percent(rouletteDeclaredRtp)}</strong> · 35:1 / 2:1 / 1:1</p>
</main>`;

const baccaratMain = (labels: VendorLabels, session: VendorSession) => `<main class="baccarat">
${cardSprite()}
${balanceBar(labels, session)}
<div class="hands felt">
<div class="hand" id="player-hand"><h2>${escapeHtml(labels.player)} <span id="player-total" class="hand-total"></span></h2><div id="player-cards" class="cards" role="img" aria-label="${escapeHtml(labels.player)}"></div></div>
<div class="hand" id="banker-hand"><h2>${escapeHtml(labels.banker)} <span id="banker-total" class="hand-total"></span></h2><div id="banker-cards" class="cards" role="img" aria-label="${escapeHtml(labels.banker)}"></div></div>
</div>
<p class="outcome" id="outcome" data-testid="outcome"></p>
<div class="chips" id="chips"></div>
<div class="spots">
<button type="button" class="spot spot-player" data-kind="player">${escapeHtml(labels.player)} 1:1 <strong data-stake="player">0.00</strong></button>
<button type="button" class="spot spot-tie" data-kind="tie">${escapeHtml(labels.tie)} 8:1 <strong data-stake="tie">0.00</strong></button>
<button type="button" class="spot spot-banker" data-kind="banker">${escapeHtml(labels.banker)} 0.95:1 <strong data-stake="banker">0.00</strong></button>
</div>
<p class="bets-line"><span>${escapeHtml(labels.win)}</span> <strong id="win" data-testid="win">0.00</strong></p>
<div class="controls"><button type="button" id="clear">${escapeHtml(labels.clear)}</button><button type="button" id="deal" class="primary" data-testid="spin">${escapeHtml(labels.deal)}</button></div>
<p class="rules">${escapeHtml(labels.bankerCommission)} ${escapeHtml(labels.rtp)}: ${escapeHtml(labels.banker)} ${percent(baccaratDeclaredRtp.banker)}, ${escapeHtml(labels.player)} ${percent(baccaratDeclaredRtp.player)}, ${escapeHtml(labels.tie)} ${percent(baccaratDeclaredRtp.tie)}</p>
</main>`;

/** A stable key of the player at this vendor for settings kept in the browser; a hash, so no platform id shows. */
const playerKeyOf = (session: VendorSession): string =>
  createHash('sha256')
    .update(`${session.vendorCode}:${session.player?.playerId ?? 'demo'}`)
    .digest('base64url')
    .slice(0, 16);

/**
 * One of the vendor's React apps (the sportsbook, the halls): its built index.html with the
 * session's language, direction, theme and title set before the first paint, and its state as JSON
 * data (the CSP runs no inline script). `theme` is the platform's, when its launch passed one.
 */
const appPage = (template: string, session: VendorSession, theme: 'light' | 'dark' | null, extra: Record<string, unknown>): string => {
  const title = gameNameOf(session.vendorCode, session.gameCode, session.language);
  const boot = {
    session: session.id,
    mode: session.mode,
    balance: session.balance,
    currency: session.currency,
    language: session.language,
    lobbyUrl: session.lobbyUrl,
    title,
    theme,
    playerKey: playerKeyOf(session),
    ...extra,
  };
  const html = `<html lang="${session.language}" dir="${directionOf(session.language)}"${theme ? ` class="${theme}" data-theme="${theme}"` : ''}>`;
  return template
    .replace(/<html[^>]*>/, html)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `<script type="application/json" id="boot">${scriptJson(boot)}</script>\n</head>`);
};

export const sportsbookPage = (
  template: string,
  session: VendorSession,
  setup: Extract<GameSetup, { engine: 'sportsbook' }>,
  theme: 'light' | 'dark' | null,
): string => appPage(template, session, theme, { sports: setup.sports });

/** A shared game's page (live table, card room, ocean, cockpit): the halls app, told which game it plays. */
export const hallPage = (template: string, session: VendorSession, setup: GameSetup, theme: 'light' | 'dark' | null): string =>
  appPage(template, session, theme, { game: setup });

/** The game page of a session: markup for its engine, labels and state for the script. */
export const gamePage = (session: VendorSession, setup: GameSetup): string => {
  const labels = labelsFor(session.language);
  const engineMain =
    setup.engine === 'slot' ? slotMain(setup, labels, session) : setup.engine === 'roulette' ? rouletteMain(labels, session) : baccaratMain(labels, session);
  const style = setup.engine === 'slot' ? `--bg:${setup.theme.background};--panel:${setup.theme.panel};--accent:${setup.theme.accent}` : undefined;
  return shell({
    language: session.language,
    title: gameNameOf(session.vendorCode, session.gameCode, session.language),
    bodyClass: `engine-${setup.engine}`,
    ...(style ? { style } : {}),
    lobbyUrl: session.lobbyUrl,
    labels,
    main: engineMain,
    scripts: [`${setup.engine}.js`],
    boot: {
      session: session.id,
      engine: setup.engine,
      balance: session.balance,
      currency: session.currency,
      language: session.language,
      labels,
      chips: chipChoices,
      ...(setup.engine === 'slot' ? { symbols: setup.skin.symbols, names: setup.skin.names, paylines } : {}),
      ...(setup.engine === 'roulette' ? { wheelOrder: europeanWheelOrder } : {}),
    },
  });
};
