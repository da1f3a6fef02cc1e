import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'pointsMall'] as const;

/**
 * Query keys of the points mall. They sit under the member root, so sign-out drops them; goods carry
 * the language because their names are in it. A redemption refreshes everything under `all`.
 */
export const pointsMallKeys = {
  all,
  goods: (token: string | null, language: string, redeemType: string, pageNo: number) => [...all, 'goods', token, language, redeemType, pageNo] as const,
  goodsDetail: (token: string | null, language: string, id: number) => [...all, 'goodsDetail', token, language, id] as const,
  convertTerms: (token: string | null) => [...all, 'convertTerms', token] as const,
  records: (token: string | null, status: string, pageNo: number) => [...all, 'records', token, status, pageNo] as const,
};
