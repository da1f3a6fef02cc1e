import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'envelopes'] as const;

/** Query keys of red-envelope rains, under the member root so sign-out drops them. */
export const envelopeKeys = {
  all,
  open: (token: string | null) => [...all, 'open', token] as const,
};
