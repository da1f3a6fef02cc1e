import type { LotteryDrawState, LotteryResultEntryView } from '@gp/contracts';
import type { StatusTone } from '../../shared/ui/status-badge';

/** How a draw's state stands: waiting on someone, done, or gone wrong. */
export const drawStateTone: Record<LotteryDrawState, StatusTone> = {
  open: 'neutral',
  closed: 'waiting',
  resulted: 'waiting',
  settled: 'waiting',
  paying: 'waiting',
  paid: 'good',
  voiding: 'bad',
  void: 'bad',
};

export const entryStateTone: Record<LotteryResultEntryView['status'], StatusTone> = { pending: 'waiting', confirmed: 'good', rejected: 'bad' };

/** States in which a result may be entered or confirmed (the server's `publishable`). */
export const resultOpenStates: readonly LotteryDrawState[] = ['closed', 'resulted', 'settled'];
/** States a draw can no longer be voided from: it pays, has paid, or is void already. */
export const unvoidableStates: readonly LotteryDrawState[] = ['paying', 'paid', 'voiding', 'void'];

/** A translation key and its values, so pure code can name a label without the translator. */
export type LabelOf = { key: string; values?: Record<string, string | number> };

/**
 * The label of one terms field by its path: Vietnam `betTypes.lo.odds`, 4D `table.big.first`, Thai
 * `odds.exact6`, e-lottery `paytable.pick.3.2` (keno: 3 picked, 2 matched), `paytable.sum.10`
 * (K3 total), `paytable.sides.big`, `paytable.any.3` (11x5), `paytable.triple`.
 */
export const termsFieldLabel = (path: string): LabelOf[] => {
  const [root, a = '', b = '', c = ''] = path.split('.');
  if (root === 'betTypes') return [{ key: `lottery.betType.${a}` }, { key: `lottery.terms.${b}` }];
  if (root === 'table') return [{ key: `lottery.terms.size.${a}` }, { key: `lottery.prize.${b}` }];
  if (root === 'odds') return [{ key: `lottery.thaiKind.${a}` }];
  if (root !== 'paytable') return [{ key: 'lottery.terms.value', values: { path } }];
  if (a === 'pick') return [{ key: 'lottery.paytable.pickHits', values: { pick: Number(b), hits: Number(c) } }];
  if (a === 'sum' && /^\d+$/.test(b)) return [{ key: 'lottery.paytable.total', values: { total: Number(b) } }];
  if (a === 'sum' || a === 'sides') return [{ key: `lottery.paytable.${a}` }, { key: `lottery.side.${b}` }];
  if (a === 'any') return [{ key: 'lottery.paytable.any', values: { picks: Number(b) } }];
  return [{ key: `lottery.paytable.${a}` }];
};

/** The group a terms field is shown in: a Vietnam bet type, a 4D size, a paytable's kind (keno: per pick count). */
export const termsGroupOf = (path: string): string => {
  const [root, a = '', b = ''] = path.split('.');
  if (root === 'paytable' && a === 'pick') return `paytable.pick.${b}`;
  if (root === 'paytable' && ['triple', 'anyTriple', 'pair', 'first'].includes(a)) return 'paytable.single';
  return root === 'odds' ? 'odds' : `${root}.${a}`;
};
