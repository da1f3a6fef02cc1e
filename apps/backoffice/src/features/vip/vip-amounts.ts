/** Major-unit text <-> minor units, and a multiple <-> basis points, exactly (no floating point). */

export const minorToText = (minor: number): string => {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
};

/** Null when the text is not an amount with at most two decimals. */
export const textToMinor = (text: string): number | null => {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
};

export const bpToText = (bp: number): string => {
  const whole = Math.floor(bp / 10_000);
  const rest = bp % 10_000;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(4, '0').replace(/0+$/, '')}`;
};

export const textToBp = (text: string): number | null => {
  const m = /^(\d{1,4})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
};
