import { promotionKinds, promotionParametersSchema, type BoPromotionRule, type BoPromotionRuleInput, type PromotionKind } from '@gp/contracts';
import { parseMoneyInput, toMoneyInput } from '../../../shared/format/money';
import { splitList } from '../../../shared/forms/text-lists';

/**
 * The rule editor's form: every figure is text as staff type it (amounts in major units, percents
 * with up to two decimals, the turnover multiple with up to four), turned into the contract's
 * minor units and basis points only on save, exactly (no floating point).
 */

export type RateRow = { category: string; vipLevel: string; rate: string };
export type PrizeRow = { amount: string; weight: string };

export type RuleFormValues = {
  kind: PromotionKind;
  percent: string;
  cap: string;
  minDeposit: string;
  paymentMethods: string[];
  amount: string;
  maxAmount: string;
  rates: RateRow[];
  rateCap: string;
  optIn: boolean;
  holdRuns: boolean;
  prizes: PrizeRow[];
  memberTypes: string;
  vipLevels: string;
  countries: string;
  newMembersOnly: boolean;
  limitPerDay: string;
  limitPerWeek: string;
  limitLifetime: string;
  budgetTotal: string;
  turnoverMultiple: string;
};

export const ruleKinds: readonly PromotionKind[] = promotionKinds;

export const depositKinds: readonly PromotionKind[] = ['first_deposit', 'reload'];
export const rateKinds: readonly PromotionKind[] = ['cashback_daily', 'cashback_weekly', 'rebate'];

/** "12.5" with `decimals` 2 -> 1250; NaN when it is not a plain non-negative decimal with at most that many places. */
export const parseScaled = (text: string, decimals: number): number => {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return Number.NaN;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
};

/** 1250 with `decimals` 2 -> "12.5"; 10000 -> "100". */
export const formatScaled = (value: number, decimals: number): string => {
  const scale = 10 ** decimals;
  const whole = Math.floor(value / scale);
  const fraction = String(value % scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

const money = (text: string): number => parseMoneyInput(text);
const optionalMoney = (text: string): number | null => (text.trim() === '' ? null : money(text));
const optionalCount = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
const numbers = (text: string): number[] => splitList(text).map(Number);

const emptyRate: RateRow = { category: '', vipLevel: '', rate: '' };
const emptyPrize: PrizeRow = { amount: '', weight: '1' };
export const newRateRow = (): RateRow => ({ ...emptyRate });
export const newPrizeRow = (): PrizeRow => ({ ...emptyPrize });

export const defaultRuleValues = (): RuleFormValues => ({
  kind: 'first_deposit',
  percent: '100',
  cap: '',
  minDeposit: '0',
  paymentMethods: [],
  amount: '',
  maxAmount: '',
  rates: [newRateRow()],
  rateCap: '',
  optIn: false,
  holdRuns: false,
  prizes: [newPrizeRow()],
  memberTypes: '',
  vipLevels: '',
  countries: '',
  newMembersOnly: false,
  limitPerDay: '',
  limitPerWeek: '',
  limitLifetime: '',
  budgetTotal: '',
  turnoverMultiple: '0',
});

/** A stored rule as the form shows it. */
export const ruleToValues = (rule: BoPromotionRule | null): RuleFormValues => {
  const base = defaultRuleValues();
  if (!rule) return base;
  const e = rule.eligibility;
  const values: RuleFormValues = {
    ...base,
    kind: rule.kind,
    memberTypes: e.memberTypes.join(', '),
    vipLevels: e.vipLevels.join(', '),
    countries: e.countries.join(', '),
    newMembersOnly: e.newMembersOnly,
    limitPerDay: e.limitPerDay === null ? '' : String(e.limitPerDay),
    limitPerWeek: e.limitPerWeek === null ? '' : String(e.limitPerWeek),
    limitLifetime: e.limitLifetime === null ? '' : String(e.limitLifetime),
    budgetTotal: rule.budgetTotal === null ? '' : toMoneyInput(rule.budgetTotal),
    turnoverMultiple: formatScaled(rule.turnoverMultipleBp, 4),
  };
  const p = rule.parameters;
  switch (p.kind) {
    case 'first_deposit':
    case 'reload':
      return {
        ...values,
        percent: formatScaled(p.percentBp, 2),
        cap: toMoneyInput(p.cap),
        minDeposit: toMoneyInput(p.minDeposit),
        paymentMethods: [...p.paymentMethods],
      };
    case 'signup':
      return { ...values, amount: toMoneyInput(p.amount) };
    case 'apply':
      return { ...values, maxAmount: toMoneyInput(p.maxAmount) };
    case 'cashback_daily':
    case 'cashback_weekly':
    case 'rebate':
      return {
        ...values,
        rates: p.rates.map((r) => ({ category: r.category ?? '', vipLevel: r.vipLevel === null ? '' : String(r.vipLevel), rate: formatScaled(r.rateBp, 2) })),
        rateCap: p.cap === null ? '' : toMoneyInput(p.cap),
        // Rules stored before these flags existed have neither: absent means no.
        optIn: p.optIn === true,
        holdRuns: p.holdRuns === true,
      };
    default:
      return 'prizes' in p ? { ...values, prizes: p.prizes.map((z) => ({ amount: toMoneyInput(z.amount), weight: String(z.weight) })) } : values;
  }
};

/** The kind's parameters from the form, unchecked: the contract's schema judges them. */
const parametersOf = (v: RuleFormValues): Record<string, unknown> => {
  switch (v.kind) {
    case 'first_deposit':
    case 'reload':
      return { kind: v.kind, percentBp: parseScaled(v.percent, 2), cap: money(v.cap), minDeposit: money(v.minDeposit), paymentMethods: v.paymentMethods };
    case 'signup':
      return { kind: v.kind, amount: money(v.amount) };
    case 'apply':
      return { kind: v.kind, maxAmount: money(v.maxAmount) };
    case 'loyalty':
    case 'referral':
      return { kind: v.kind };
    case 'cashback_daily':
    case 'cashback_weekly':
    case 'rebate':
      return {
        kind: v.kind,
        rates: v.rates.map((r) => ({
          category: r.category === '' ? null : r.category,
          vipLevel: r.vipLevel.trim() === '' ? null : Number(r.vipLevel.trim()),
          rateBp: parseScaled(r.rate, 2),
        })),
        cap: optionalMoney(v.rateCap),
        ...(v.optIn ? { optIn: true } : {}),
        ...(v.holdRuns ? { holdRuns: true } : {}),
      };
    default:
      return { kind: v.kind, prizes: v.prizes.map((z) => ({ amount: money(z.amount), weight: Number(z.weight.trim()) })) };
  }
};

export type RuleProblem = { path: string; message: string };

/**
 * The form as the API's input, or the problems found, each at the form field it belongs to
 * (rates.0.rate, budgetTotal, ...). The contract's own schemas decide; this only maps paths back.
 */
export const valuesToInput = (v: RuleFormValues): { input: BoPromotionRuleInput } | { problems: RuleProblem[] } => {
  const problems: RuleProblem[] = [];
  const parameters = promotionParametersSchema.safeParse(parametersOf(v));
  if (!parameters.success) {
    for (const issue of parameters.error.issues) problems.push({ path: parameterPath(v.kind, issue.path), message: issue.message });
  }
  const budgetTotal = optionalMoney(v.budgetTotal);
  if (budgetTotal !== null && !(Number.isSafeInteger(budgetTotal) && budgetTotal >= 0)) problems.push({ path: 'budgetTotal', message: 'invalid' });
  const turnover = parseScaled(v.turnoverMultiple, 4);
  if (!Number.isSafeInteger(turnover) || turnover > 10_000_000) problems.push({ path: 'turnoverMultiple', message: 'invalid' });
  const eligibility = {
    memberTypes: numbers(v.memberTypes),
    vipLevels: numbers(v.vipLevels),
    newMembersOnly: v.newMembersOnly,
    countries: splitList(v.countries).map((c) => c.toUpperCase()),
    limitPerDay: optionalCount(v.limitPerDay),
    limitPerWeek: optionalCount(v.limitPerWeek),
    limitLifetime: optionalCount(v.limitLifetime),
  };
  for (const [key, list] of [
    ['memberTypes', eligibility.memberTypes],
    ['vipLevels', eligibility.vipLevels],
  ] as const) {
    if (list.some((n) => !Number.isInteger(n) || n < 0 || n > 100)) problems.push({ path: key, message: 'invalid' });
  }
  if (eligibility.countries.some((c) => !/^[A-Z]{2}$/.test(c))) problems.push({ path: 'countries', message: 'invalid' });
  for (const key of ['limitPerDay', 'limitPerWeek', 'limitLifetime'] as const) {
    const n = eligibility[key];
    if (n !== null && !(Number.isInteger(n) && n > 0 && n <= 1_000_000)) problems.push({ path: key, message: 'invalid' });
  }
  if (problems.length > 0 || !parameters.success) return { problems };
  return { input: { parameters: parameters.data, eligibility, budgetTotal, turnoverMultipleBp: turnover } };
};

/** A parameters issue's path (['rates', 0, 'rateBp']) as the form field that holds it (rates.0.rate). */
const parameterPath = (kind: PromotionKind, path: readonly PropertyKey[]): string => {
  const [head, index, leaf] = path.map(String);
  const fieldOf: Record<string, string> = {
    percentBp: 'percent',
    cap: rateKinds.includes(kind) ? 'rateCap' : 'cap',
    minDeposit: 'minDeposit',
    amount: 'amount',
    maxAmount: 'maxAmount',
    paymentMethods: 'paymentMethods',
  };
  if (head === 'rates') return index === undefined ? 'rates' : `rates.${index}.${leaf === 'rateBp' ? 'rate' : (leaf ?? 'rate')}`;
  if (head === 'prizes') return index === undefined ? 'prizes' : `prizes.${index}.${leaf ?? 'amount'}`;
  return fieldOf[head ?? ''] ?? 'kind';
};
