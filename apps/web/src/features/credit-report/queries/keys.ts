import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'creditReport'] as const;

/** Query keys of the credit report: under the member root, so sign-out drops them. */
export const creditReportKeys = {
  all,
  report: (token: string | null, period: unknown) => [...all, token, period] as const,
};
