const all = ['winners'] as const;

/** Query keys of the winners list: public, by language (game names are in it), board and page. */
export const winnersKeys = {
  all,
  page: (language: string, board: string, pageNo: number) => [...all, language, board, pageNo] as const,
};
