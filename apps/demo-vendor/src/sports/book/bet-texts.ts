import { readFileSync } from 'node:fs';
import { translator, type Catalog, type Translator } from '../../../sportsbook/src/i18n/messages';
import { handicapText, marketTitle, selectionLabel, totalText } from '../../../sportsbook/src/markets/labels';
import { vendorLanguageOf, vendorLanguages, type VendorLanguage } from '../../i18n';
import { leagueOf } from '../feed/catalog';
import type { FeedMarketKind, ScoreUnit } from '../feed/types';

/**
 * The words of a bet's legs as the sportsbook's pages print them, for the wallet's bet details
 * (wallet API v1.1), which the platform shows the player as sent. The catalogs are the pages' own
 * (sportsbook/src/i18n/<tag>.json), read here the way src/i18n.ts reads the vendor's labels, and
 * the labels come from the pages' own functions, so the record reads exactly like the bet slip:
 * "Northbridge FC v Ashford Rovers", "Asian handicap -0.5/-1", "Northbridge FC -0.5/-1".
 */

const catalogDir = new URL('../../../sportsbook/src/i18n/', import.meta.url);

// Read rather than imported: one list of languages decides what exists, and a missing file stops start-up.
const readCatalog = (tag: VendorLanguage): Catalog => JSON.parse(readFileSync(new URL(`${tag}.json`, catalogDir), 'utf8')) as Catalog;

const catalogs = new Map<VendorLanguage, Catalog>(vendorLanguages.map((tag) => [tag, readCatalog(tag)]));
const english = catalogs.get('en')!;
const translators = new Map<VendorLanguage, Translator>(vendorLanguages.map((tag) => [tag, translator(catalogs.get(tag)!, english)]));

/** The pages' translator for a stored language tag; an unknown tag reads English (keys missing in a language do too). */
export const sportsTranslator = (language: string): Translator => translators.get(vendorLanguageOf(language)) ?? translators.get('en')!;

/** The contracts' bounds on the texts (sportsBetLeg). */
export const detailTextMax = { eventName: 120, market: 80, selection: 80, score: 32 } as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Control characters carry no meaning in a name and the platform's text guard refuses some of them.
const controls = /\p{Cc}/gu;

/**
 * A text that fits `max` UTF-16 units (what the contracts count), whitespace folded and trimmed.
 * A longer one is cut at a character boundary (never inside a surrogate pair or a combined letter)
 * and ends with an ellipsis. Empty when nothing printable is left: callers give a fallback.
 */
export const fitText = (text: string, max: number): string => {
  const clean = text.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let kept = '';
  for (const { segment } of graphemes.segment(clean)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
};

/** What a leg's words need: its market and pick, and its event's names. */
export type LegWords = {
  marketKind: FeedMarketKind;
  /** The market's line (a handicap's from the home side), in quarters. */
  marketLineQuarters?: number | undefined;
  /** The pick's own line (an away handicap is the home line negated). */
  selectionLineQuarters?: number | undefined;
  selectionKey: string;
  /** What a total counts (goals, points, games, maps). */
  unit: ScoreUnit;
  event: { kind: 'match'; home: string; away: string } | { kind: 'outright'; league: string; competitor?: string | undefined };
};

export type LegTexts = { eventName: string; market: string; selection: string };

/** A league's name in the language, the catalog's English (then the feed's own name) beneath it. */
const leagueName = (t: Translator, league: string): string => t.dynamic(`sports.league.${league}`, leagueOf(league)?.defaultName ?? league);

/** The event, market (with its line) and pick of a leg, as the pages print them, within the contracts' bounds. */
export const legTexts = (t: Translator, leg: LegWords): LegTexts => {
  const event = leg.event;
  const eventName = event.kind === 'match' ? t.t('sports.match.versus', { home: event.home, away: event.away }) : leagueName(t, event.league);
  const title = marketTitle(t, leg.marketKind, leg.unit);
  const line = leg.marketLineQuarters;
  const market =
    leg.marketKind === 'asian-handicap' && line !== undefined
      ? `${title} ${handicapText(line)}`
      : leg.marketKind === 'total' && line !== undefined
        ? `${title} ${totalText(line)}`
        : title;
  const selection: string | undefined = selectionLabel(t, {
    marketKind: leg.marketKind,
    unit: leg.unit,
    selectionKey: leg.selectionKey,
    lineQuarters: leg.selectionLineQuarters,
    ...(event.kind === 'match' ? { home: event.home, away: event.away } : { competitor: event.competitor }),
  });
  return {
    eventName: fitText(eventName, detailTextMax.eventName) || leg.marketKind,
    market: fitText(market, detailTextMax.market) || leg.marketKind,
    selection: fitText(selection ?? '', detailTextMax.selection) || fitText(leg.selectionKey, detailTextMax.selection) || leg.marketKind,
  };
};
