import { accountKeys } from '../../account/queries/keys';

const all = [...accountKeys.member, 'missions'] as const;

/**
 * Query keys of the missions feature. They sit under the member root, so sign-out drops them; the
 * texts are in the member's language, so the language is part of each key.
 */
export const missionKeys = {
  all,
  summary: (token: string | null, language: string) => [...all, 'summary', token, language] as const,
  board: (token: string | null, language: string, boardId: number | null, previous: boolean) => [...all, 'board', token, language, boardId, previous] as const,
};
