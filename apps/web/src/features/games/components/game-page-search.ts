/** The game page's search: `?mode=demo` for fun money, nothing for real money. Kept apart so the router loads no page code. */
export type GamePageSearch = { mode?: 'demo' };

export const gamePageSearch = (search: Record<string, unknown>): GamePageSearch => (search.mode === 'demo' ? { mode: 'demo' } : {});
