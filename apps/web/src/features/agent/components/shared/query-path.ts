/** A query string of the values that are set (undefined and '' are left out), e.g. "?from=…&pageNo=2". */
export const withQuery = (base: string, params: Record<string, string | number | boolean | undefined | null>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
};
