/** What the keyword search matches: the name, the code and every display name, lower-cased. */
export const searchTextOf = (gameName: string, gameCode: string, displayNames: Record<string, string>): string =>
  [...new Set([gameName, gameCode, ...Object.values(displayNames)].map((s) => s.toLowerCase()))].join(' | ');
