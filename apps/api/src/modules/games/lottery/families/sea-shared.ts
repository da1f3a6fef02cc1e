import { hasErrors, type LotteryProblem } from '@gp/contracts';
import type { z } from 'zod';
import type { Checked, LineProblem } from './family';

/** The contracts' problems as the service reports them; warnings (rare but real results) do not block. */
export const errorsOf = (problems: readonly LotteryProblem[]): LineProblem[] =>
  problems.filter((p) => p.severity === 'error').map((p) => ({ path: p.path.replace(/\[(\d+)\]/g, '.$1'), code: p.code }));

export const zodProblems = (error: z.ZodError): LineProblem[] => error.issues.map((issue) => ({ path: issue.path.join('.'), code: 'invalid' }));

/** Parses with `schema`, then lets the contracts' validator judge the parsed value. */
export const checkWith = <T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  value: unknown,
  problemsOf: (parsed: T) => readonly LotteryProblem[],
): Checked<Record<string, unknown>> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error) };
  const problems = problemsOf(parsed.data);
  return hasErrors(problems) ? { ok: false, problems: errorsOf(problems) } : { ok: true, value: parsed.data };
};

/** Distinct random strings of `digits` digits. */
export const distinctDigits = (random: (n: number) => number, digits: number, count: number): string[] => {
  const seen = new Set<string>();
  while (seen.size < count) seen.add(String(random(10 ** digits)).padStart(digits, '0'));
  return [...seen];
};
