import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'inbox'] as const;

/**
 * Query keys of the inbox. They sit under the member root, so sign-out drops them; the list carries
 * the language because staff messages are in it. Reading or deleting refreshes everything under `all`.
 */
export const inboxKeys = {
  all,
  unread: (token: string | null) => [...all, 'unread', token] as const,
  list: (token: string | null, language: string) => [...all, 'list', token, language] as const,
};
