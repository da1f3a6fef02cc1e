import { priceWithMargin } from '@gp/contracts';
import { selectionId } from './ids';
import type { MarketDraft } from './timeline';
import type { FeedMarketKind, MarketView, ScoreUnit } from './types';

/** The margin per market kind, in basis points (500 = 5%: the overround is 1.05). */
export type MarginConfig = { defaultBps: number; byKind: Partial<Record<FeedMarketKind, number>> };

export const defaultMargins: MarginConfig = { defaultBps: 500, byKind: {} };

export const marginOf = (margins: MarginConfig, kind: FeedMarketKind): number => margins.byKind[kind] ?? margins.defaultBps;

const feedKind = (kind: MarketDraft['kind']): FeedMarketKind => kind;

/**
 * Prices a model's markets through the contracts' proportional margin. A market where a price would
 * be clamped (an outcome all but certain: its fair price is under 1.001 after the margin) stays on
 * show suspended as `decided`; the margin holds for every open market.
 */
export const priceDrafts = (eventId: string, drafts: readonly MarketDraft[], margins: MarginConfig, unit: ScoreUnit): MarketView[] =>
  drafts.flatMap((draft): MarketView[] => {
    if (draft.outcomes.length < 2 || draft.outcomes.some((o) => !(o.probability > 0) || !Number.isFinite(o.probability))) return [];
    const kind = feedKind(draft.kind);
    const marginBps = marginOf(margins, kind);
    const { odds, clamped } = priceWithMargin(
      draft.outcomes.map((o) => o.probability),
      marginBps,
    );
    return [
      {
        key: draft.key,
        kind,
        ...(draft.lineQuarters === undefined ? {} : { lineQuarters: draft.lineQuarters }),
        unit,
        status: clamped.length > 0 ? 'suspended' : 'open',
        ...(clamped.length > 0 ? { reason: 'decided' as const } : {}),
        main: draft.main,
        marginBps,
        selections: draft.outcomes.map((o, i) => ({
          id: selectionId(eventId, draft.key, o.key),
          key: o.key,
          odds: odds[i]!,
          ...(o.lineQuarters === undefined ? {} : { lineQuarters: o.lineQuarters }),
        })),
      },
    ];
  });
