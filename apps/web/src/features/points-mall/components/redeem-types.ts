import { pointsMallRedeemTypes, type PointsMallRedeemType } from '@gp/contracts';

/** The mall's tabs: every type, then each of the spec's four. */
export const mallTabs = ['all', ...pointsMallRedeemTypes] as const satisfies readonly (PointsMallRedeemType | 'all')[];
export type MallTab = (typeof mallTabs)[number];

export const isMallTab = (value: unknown): value is MallTab => typeof value === 'string' && (mallTabs as readonly string[]).includes(value);
