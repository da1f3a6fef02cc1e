/** Joins class names, skipping falsy ones, so conditional classes read inline. */
export const cx = (...parts: Array<string | false | null | undefined>): string => parts.filter(Boolean).join(' ');
