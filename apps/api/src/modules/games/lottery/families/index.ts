import type { LotteryFamily } from '@gp/db';
import { elottFamily } from './elott-family';
import { fourDFamily } from './four-d-family';
import type { LotteryFamilyRules } from './family';
import { thaiFamily } from './thai-family';
import { vnFamily } from './vn-family';

export type { LineInput, LineProblem, LotteryFamilyRules, PricedLine, RandomBelow, ScheduledSlot } from './family';

export const lotteryFamilies: Readonly<Record<LotteryFamily, LotteryFamilyRules>> = { vn: vnFamily, '4d': fourDFamily, thai: thaiFamily, elott: elottFamily };
