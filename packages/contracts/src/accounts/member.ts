import { z } from 'zod';

/** `/wps/member/info`: who is signed in, with the store flags. */
export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isLogin: z.literal(true),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  firstTimeLogin: z.boolean(),
  currencySymbol: z.string(),
  currency: z.string(),
  language: z.string().nullable(),
  showSideMenu: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** The password was set by an agent or staff: every route but changing it, this and logout answers 403 PASSWORD_CHANGE_REQUIRED. */
  passwordChangeRequired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const memberIcon = z.object({ iconUrl: z.string(), initials: z.string() });
export type MemberIcon = z.infer<typeof memberIcon>;
