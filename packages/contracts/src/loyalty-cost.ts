import { z } from 'zod';
import { minorTotal } from './money';
import { dayNumber, isoDay, promotionCostMaxDays } from './promotion-admin';

/** Days of the business time zone, both ends included; without them the last 7 days up to today. */
export const boLoyaltyCostQuery = z
  .strictObject({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((v) => v.from === undefined || v.to === undefined || dayNumber(v.from) <= dayNumber(v.to), { path: ['to'], message: 'must not be before from' })
  .refine((v) => v.from === undefined || v.to === undefined || dayNumber(v.to) - dayNumber(v.from) + 1 <= promotionCostMaxDays, {
    path: ['to'],
    message: `at most ${promotionCostMaxDays} days`,
  });
export type BoLoyaltyCostQuery = z.infer<typeof boLoyaltyCostQuery>;

/** A day's points: issued (earned and granted), redeemed in the mall net of returns, converted to cash, and taken back by rollbacks. */
const pointFigures = {
  pointsIssued: minorTotal,
  pointsRedeemed: minorTotal,
  pointsConverted: minorTotal,
  pointsTakenBack: minorTotal,
};

/** Money a loyalty promotion paid (VIP bonuses, mission rewards, prizes, points converted to cash), net of forfeits. */
export const boLoyaltyMoneyLine = z.object({ promotionId: z.number().int(), currency: z.string(), paid: minorTotal });

export const boLoyaltyCostDay = z.object({ day: z.string(), ...pointFigures, money: z.array(boLoyaltyMoneyLine) });
export type BoLoyaltyCostDay = z.infer<typeof boLoyaltyCostDay>;

export const boLoyaltyCostReport = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** The loyalty promotions that paid something in the period, for the money lines' names. */
  promotions: z.array(z.object({ promotionId: z.number().int(), title: z.string() })),
  /** Every day of the period, quiet days included. */
  days: z.array(boLoyaltyCostDay),
  totals: z.object({ ...pointFigures, money: z.array(boLoyaltyMoneyLine) }),
});
export type BoLoyaltyCostReport = z.infer<typeof boLoyaltyCostReport>;
