import type { LanguageCode, MissionCondition } from '@gp/contracts';
import type { DB, MissionPeriod, MissionRewardKind } from '@gp/db';
import type { Kysely } from 'kysely';
import { cleanHtml } from '../modules/engagement/content';
import { ensurePromotionRule } from '../modules/engagement/promotions';
import { missionsSeedText } from './missions.seed-text';

/** The `loyalty` promotion that pays money missions and board prizes (its English title). */
export const missionsPromotionTitle = 'Missions';

type SeedMission = { period: MissionPeriod; conditions: MissionCondition[]; rewardKind: MissionRewardKind; rewardAmount: bigint; turnoverMultipleBp: number };

/** The demo missions, in the order of the seed texts; amounts in minor units, turnover in basis points. */
export const demoMissions: SeedMission[] = [
  { period: 'daily', conditions: [{ type: 'rounds', count: 10, category: null }], rewardKind: 'points', rewardAmount: 50n, turnoverMultipleBp: 0 },
  {
    period: 'daily',
    conditions: [
      { type: 'deposit', minAmount: 10_000 },
      { type: 'valid_bets', amount: 20_000, category: null },
    ],
    rewardKind: 'money',
    rewardAmount: 500n,
    turnoverMultipleBp: 10_000,
  },
  { period: 'weekly', conditions: [{ type: 'login_streak', days: 3 }], rewardKind: 'tickets', rewardAmount: 1n, turnoverMultipleBp: 0 },
  { period: 'weekly', conditions: [{ type: 'invite_depositor', count: 1 }], rewardKind: 'money', rewardAmount: 1_000n, turnoverMultipleBp: 10_000 },
];

/** The demo boards: the week's valid bets and the day's biggest win, every category, prizes for the first three. */
const demoBoards = [
  { metric: 'valid_bets' as const, period: 'weekly' as const, prizes: [50_000, 30_000, 10_000] },
  { metric: 'biggest_win' as const, period: 'daily' as const, prizes: [10_000, 5_000, 2_000] },
];

const otherLanguages = () => (Object.keys(missionsSeedText) as LanguageCode[]).filter((code) => code !== 'EN');

const translationsOf = (pick: (code: LanguageCode) => { title: string; description: string }) =>
  JSON.stringify(Object.fromEntries(otherLanguages().map((code) => [code, pick(code)])));

/** The paying promotion, hidden from the promotion hall (nothing is claimed there), with a `loyalty` rule staff may change. */
const ensureMissionsPromotion = async (db: Kysely<DB>): Promise<number> => {
  const found = await db
    .selectFrom('content_promotions')
    .select('id')
    .where('title', '=', missionsPromotionTitle)
    .where('language', '=', 'EN')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const id =
    found?.id ??
    (
      await db
        .insertInto('content_promotions')
        .values({
          title: missionsSeedText.EN.promotion.title,
          content: cleanHtml(`<p>${missionsSeedText.EN.promotion.content}</p>`),
          language: 'EN',
          translations: JSON.stringify(
            Object.fromEntries(
              otherLanguages().map((code) => [
                code,
                { title: missionsSeedText[code].promotion.title, content: cleanHtml(`<p>${missionsSeedText[code].promotion.content}</p>`) },
              ]),
            ),
          ),
          category: 'VIP',
          images: JSON.stringify([]),
          start_at: null,
          end_at: null,
          enabled: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await ensurePromotionRule(db, { promotionId: id, parameters: { kind: 'loyalty' }, turnoverMultipleBp: 10_000 });
  return id;
};

/**
 * The demo missions and boards with their words in every language, paid from the "Missions"
 * loyalty promotion, when there are none yet (missions and boards staff made or changed are kept).
 */
export const seedMissions = async (db: Kysely<DB>): Promise<void> => {
  const promotionId = await ensureMissionsPromotion(db);
  if (!(await db.selectFrom('loyalty_missions').select('id').limit(1).executeTakeFirst())) {
    await db
      .insertInto('loyalty_missions')
      .values(
        demoMissions.map((m, i) => ({
          period: m.period,
          title: missionsSeedText.EN.missions[i]!.title,
          description: missionsSeedText.EN.missions[i]!.description,
          translations: translationsOf((code) => missionsSeedText[code].missions[i]!),
          conditions: JSON.stringify(m.conditions),
          reward_kind: m.rewardKind,
          reward_amount: m.rewardAmount,
          turnover_multiple_bp: m.turnoverMultipleBp,
          promotion_id: m.rewardKind === 'money' ? promotionId : null,
          sequence: i + 1,
        })),
      )
      .execute();
  }
  if (!(await db.selectFrom('loyalty_leaderboards').select('id').limit(1).executeTakeFirst())) {
    await db
      .insertInto('loyalty_leaderboards')
      .values(
        demoBoards.map((b, i) => ({
          metric: b.metric,
          period: b.period,
          category: null,
          title: missionsSeedText.EN.boards[i]!.title,
          description: missionsSeedText.EN.boards[i]!.description,
          translations: translationsOf((code) => missionsSeedText[code].boards[i]!),
          prizes: JSON.stringify(b.prizes),
          promotion_id: promotionId,
          turnover_multiple_bp: 10_000,
          sequence: i + 1,
        })),
      )
      .execute();
  }
};
