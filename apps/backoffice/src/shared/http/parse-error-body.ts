import type { ApiIssue } from './api-error';

type ErrorBody = { code: string; message: string; issues: ApiIssue[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const issuesOf = (details: unknown): ApiIssue[] => {
  if (!isRecord(details) || !Array.isArray(details.issues)) return [];
  return details.issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string' ? [{ path: issue.path, message: issue.message }] : [],
  );
};

/** Reads `{ code, message, details.issues }` from an error envelope; null when the body is not one. */
export const parseErrorBody = (body: unknown): ErrorBody | null => {
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string') return null;
  return { code: body.code, message: body.message, issues: issuesOf(body.details) };
};
