import { formatLine } from '@gp/contracts';
import type { FeedMarketKind, MarketView, ScoreUnit } from '../../../src/sports/feed/types';
import type { MessageKey, Translator } from '../i18n/messages';

/** What a selection's label needs, kept with a slip leg so the slip reads the same on every page. */
export type SelectionContext = {
  marketKind: FeedMarketKind;
  unit: ScoreUnit;
  selectionKey: string;
  lineQuarters?: number | undefined;
  home?: string | undefined;
  away?: string | undefined;
  /** An outright's competitor name. */
  competitor?: string | undefined;
};

/** The order the match page lists market kinds in. */
export const marketOrder: readonly FeedMarketKind[] = ['1x2', 'match-winner', 'asian-handicap', 'total', 'both-teams-to-score', 'correct-score', 'outright'];

/** A handicap as Asian books print it, quarter lines as their halves: "-0.5/-1", "+0.25" is "0/+0.5". */
export const handicapText = (lineQuarters: number): string => formatLine('asian-handicap', lineQuarters, true);
export const totalText = (lineQuarters: number): string => formatLine('total', lineQuarters, true);

export const marketTitle = ({ t }: Pick<Translator, 't'>, kind: FeedMarketKind, unit: ScoreUnit): string => {
  const title = t(`sports.market.${kind}` as MessageKey);
  // Totals say what they count: goals, points, games, maps.
  return kind === 'total' ? `${title} · ${t(`sports.unit.${unit}` as MessageKey)}` : title;
};

/** A selection's name: a team (with its line for a handicap), the draw, over/under a line, a score. */
export const selectionLabel = ({ t }: Pick<Translator, 't'>, s: SelectionContext): string => {
  const team = s.selectionKey === 'home' ? (s.home ?? '') : s.selectionKey === 'away' ? (s.away ?? '') : '';
  switch (s.marketKind) {
    case '1x2':
    case 'match-winner':
      return s.selectionKey === 'draw' ? t('sports.selection.draw') : team;
    case 'asian-handicap':
      return `${team} ${handicapText(s.lineQuarters ?? 0)}`;
    case 'total':
      return t(s.selectionKey === 'over' ? 'sports.selection.over' : 'sports.selection.under', { line: totalText(s.lineQuarters ?? 0) });
    case 'both-teams-to-score':
      return t(s.selectionKey === 'yes' ? 'sports.selection.yes' : 'sports.selection.no');
    case 'correct-score':
      return s.selectionKey === 'other' ? t('sports.selection.other') : s.selectionKey;
    case 'outright':
      return s.competitor ?? s.selectionKey;
  }
};

export type MarketGroup = { kind: FeedMarketKind; unit: ScoreUnit; markets: MarketView[] };

/**
 * A match's markets grouped by kind in the page's order, closed ones left out (not offered now);
 * lines of one kind by their line, so the handicap ladder reads from the home side's best to worst.
 */
export const groupMarkets = (markets: readonly MarketView[]): MarketGroup[] =>
  marketOrder.flatMap((kind) => {
    const ofKind = markets.filter((m) => m.kind === kind && m.status !== 'closed');
    if (ofKind.length === 0) return [];
    const sorted = [...ofKind].sort((a, b) => (a.lineQuarters ?? 0) - (b.lineQuarters ?? 0));
    return [{ kind, unit: sorted[0]!.unit, markets: sorted }];
  });
