/** Drops languages left blank, so "no message" is stored as absent rather than as an empty string. */
export const compactText = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([code, text]) => [code, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
