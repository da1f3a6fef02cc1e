import { z } from 'zod';
import { winnerBoards } from './catalog';
import { languageCode } from './language-code';

/**
 * The winners list page: the recent big wins of the winner boards, newest first, paged. Names are
 * masked by the server; amounts are minor units; `wonAt` is ISO 8601 UTC.
 */
export const winnersListDays = 30;
/** The list goes back this far at most, so its count stays bounded however long the site runs. */
export const winnersListMaxRows = 500;

export const winnersListQuery = z.object({
  board: z.enum(['ALL', ...winnerBoards]).default('ALL'),
  language: languageCode.optional(),
  pageNo: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type WinnersListQuery = z.infer<typeof winnersListQuery>;

export const winnerRecord = z.object({
  id: z.string(),
  board: z.enum(winnerBoards),
  customerName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  winAmount: z.number().int(),
  wonAt: z.string(),
});
export type WinnerRecord = z.infer<typeof winnerRecord>;

export const winnersListPage = z.object({
  content: z.array(winnerRecord),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type WinnersListPage = z.infer<typeof winnersListPage>;
