import type { BoLeaderboard, BoLeaderboardInput, BoMission, BoMissionInput, LanguageCode, MissionCondition, MissionConditionType } from '@gp/contracts';
import { parseMoneyInput, toMoneyInput } from '../../shared/format/money';
import { isoToLocalInput } from '../../shared/forms/datetime-local';

/** A condition as the form holds it: text inputs, money in major units. */
export type ConditionDraft = { type: MissionConditionType; value: string; category: string };
export type Texts = Partial<Record<LanguageCode, { title: string; description: string }>>;

export type MissionDraft = {
  period: 'daily' | 'weekly';
  texts: Texts;
  conditions: ConditionDraft[];
  rewardKind: 'money' | 'points' | 'tickets';
  rewardAmount: string;
  turnoverMultiple: string;
  promotionId: string;
  vipLevels: string;
  memberTypes: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
  sequence: string;
};

/** Deposits and bets are money; rounds, days and friends are counts. */
export const isMoneyCondition = (type: MissionConditionType) => type === 'deposit' || type === 'valid_bets';
export const hasCategory = (type: MissionConditionType) => type === 'valid_bets' || type === 'rounds';

const conditionValue = (c: MissionCondition): number => {
  switch (c.type) {
    case 'deposit':
      return c.minAmount;
    case 'valid_bets':
      return c.amount;
    case 'rounds':
    case 'invite_depositor':
      return c.count;
    case 'login_streak':
      return c.days;
  }
};

const textsOf = (own: { title: string; description: string }, translations: BoMission['translations']): Texts => ({ ...translations, EN: own });

export const emptyCondition = (): ConditionDraft => ({ type: 'rounds', value: '10', category: '' });

export const missionDraftOf = (m: BoMission | null): MissionDraft =>
  m === null
    ? {
        period: 'daily',
        texts: {},
        conditions: [emptyCondition()],
        rewardKind: 'points',
        rewardAmount: '10',
        turnoverMultiple: '0',
        promotionId: '',
        vipLevels: '',
        memberTypes: '',
        startAt: '',
        endAt: '',
        enabled: true,
        sequence: '0',
      }
    : {
        period: m.period,
        texts: textsOf({ title: m.title, description: m.description }, m.translations),
        conditions: m.conditions.map((c) => ({
          type: c.type,
          value: isMoneyCondition(c.type) ? toMoneyInput(conditionValue(c)) : String(conditionValue(c)),
          category: 'category' in c && c.category !== null ? c.category : '',
        })),
        rewardKind: m.rewardKind,
        rewardAmount: m.rewardKind === 'money' ? toMoneyInput(m.rewardAmount) : String(m.rewardAmount),
        turnoverMultiple: String(m.turnoverMultipleBp / 10_000),
        promotionId: m.promotionId === null ? '' : String(m.promotionId),
        vipLevels: m.vipLevels.join(', '),
        memberTypes: m.memberTypes.join(', '),
        // Stored instants shown in the browser's zone, the one the input's text is read back in.
        startAt: isoToLocalInput(m.startAt),
        endAt: isoToLocalInput(m.endAt),
        enabled: m.enabled,
        sequence: String(m.sequence),
      };

const numbersOf = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter((s) => s !== '')
    .map(Number);

const categoryOf = (text: string) => (text === '' ? null : (text as 'live' | 'lottery' | 'pvp' | 'rng' | 'sports'));

export const conditionOf = (d: ConditionDraft): MissionCondition => {
  const n = isMoneyCondition(d.type) ? parseMoneyInput(d.value) : Number(d.value);
  switch (d.type) {
    case 'deposit':
      return { type: 'deposit', minAmount: n };
    case 'valid_bets':
      return { type: 'valid_bets', amount: n, category: categoryOf(d.category) };
    case 'rounds':
      return { type: 'rounds', count: n, category: categoryOf(d.category) };
    case 'login_streak':
      return { type: 'login_streak', days: n };
    case 'invite_depositor':
      return { type: 'invite_depositor', count: n };
  }
};

/** A date-time input's local text as an ISO instant; empty is no bound. */
const instantOf = (text: string): string | null => (text.trim() === '' ? null : new Date(text).toISOString());

const ownAndTranslations = (texts: Texts) => {
  const own = texts.EN ?? { title: '', description: '' };
  const translations = Object.fromEntries(
    Object.entries(texts).filter(([code, t]) => code !== 'EN' && t !== undefined && t.title.trim() !== ''),
  ) as BoMissionInput['translations'];
  return { title: own.title.trim(), description: own.description.trim(), translations };
};

/** The request the form sends; the server's schema reports what is wrong with it, field by field. */
export const missionInputOf = (d: MissionDraft): BoMissionInput => ({
  period: d.period,
  ...ownAndTranslations(d.texts),
  conditions: d.conditions.map(conditionOf),
  rewardKind: d.rewardKind,
  rewardAmount: d.rewardKind === 'money' ? parseMoneyInput(d.rewardAmount) : Number(d.rewardAmount),
  turnoverMultipleBp: Math.round(Number(d.turnoverMultiple) * 10_000),
  promotionId: d.promotionId.trim() === '' ? null : Number(d.promotionId),
  vipLevels: numbersOf(d.vipLevels),
  memberTypes: numbersOf(d.memberTypes),
  startAt: instantOf(d.startAt),
  endAt: instantOf(d.endAt),
  enabled: d.enabled,
  sequence: Number(d.sequence),
});

export type BoardDraft = {
  metric: 'valid_bets' | 'biggest_win';
  period: 'daily' | 'weekly' | 'monthly';
  category: string;
  texts: Texts;
  topN: string;
  prizes: string;
  promotionId: string;
  turnoverMultiple: string;
  enabled: boolean;
  sequence: string;
};

export const boardDraftOf = (b: BoLeaderboard | null): BoardDraft =>
  b === null
    ? {
        metric: 'valid_bets',
        period: 'weekly',
        category: '',
        texts: {},
        topN: '10',
        prizes: '',
        promotionId: '',
        turnoverMultiple: '1',
        enabled: true,
        sequence: '0',
      }
    : {
        metric: b.metric,
        period: b.period,
        category: b.category ?? '',
        texts: textsOf({ title: b.title, description: b.description }, b.translations),
        topN: String(b.topN),
        prizes: b.prizes.map((p) => toMoneyInput(p)).join(' '),
        promotionId: b.promotionId === null ? '' : String(b.promotionId),
        turnoverMultiple: String(b.turnoverMultipleBp / 10_000),
        enabled: b.enabled,
        sequence: String(b.sequence),
      };

/** Prizes are typed as amounts in major units, first place first, separated by spaces. */
export const boardInputOf = (d: BoardDraft): BoLeaderboardInput => ({
  metric: d.metric,
  period: d.period,
  category: categoryOf(d.category),
  ...ownAndTranslations(d.texts),
  topN: Number(d.topN),
  prizes: d.prizes
    .split(/\s+/)
    .filter((s) => s !== '')
    .map(parseMoneyInput),
  promotionId: d.promotionId.trim() === '' ? null : Number(d.promotionId),
  turnoverMultipleBp: Math.round(Number(d.turnoverMultiple) * 10_000),
  enabled: d.enabled,
  sequence: Number(d.sequence),
});
