import type { ElottGame, ElottVerifyInput, LotteryDrawView } from '@gp/contracts';
import { elottGameOf } from '../results/elott-game';

export type VerifyForm = { game: ElottGame; drawKey: string; seed: string; commitment: string; published: number[] | null };

export const emptyVerifyForm: VerifyForm = { game: 'keno', drawKey: '', seed: '', commitment: '', published: null };

/** A stored draw (with its result once drawn) as the form's values. */
export const formFromDraw = (draw: LotteryDrawView): VerifyForm => ({
  game: elottGameOf(draw.gameCode) ?? 'keno',
  drawKey: draw.drawKey,
  seed: draw.seed ?? '',
  commitment: draw.seedHash ?? '',
  published: draw.result && Array.isArray(draw.result.numbers) ? draw.result.numbers.filter((n): n is number => typeof n === 'number') : null,
});

export const verifyInput = (values: VerifyForm): ElottVerifyInput => ({
  seed: values.seed.trim(),
  commitment: values.commitment.trim(),
  drawId: values.drawKey.trim(),
  game: values.game,
  ...(values.published ? { published: { game: values.game, numbers: values.published } } : {}),
});
