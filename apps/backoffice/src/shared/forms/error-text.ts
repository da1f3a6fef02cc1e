import type { TFunction } from 'i18next';
import { translateKnownMessage } from './known-messages';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The first message at or under `name`. A textarea holding a list maps to one form field, while the
 * contract reports issues per item (blockedCountries.3), so we look below the field too. `ref` holds
 * DOM nodes and is never walked.
 */
const firstMessage = (node: unknown): string | undefined => {
  if (!isRecord(node)) return undefined;
  if (typeof node.message === 'string' && node.message) return node.message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
};

/** `errors` is react-hook-form's formState.errors (any shape: lists nest arrays inside it). */
export const errorText = (t: TFunction, errors: object, name: string): string | undefined => {
  let node: unknown = errors;
  for (const segment of name.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[segment];
  }
  const message = firstMessage(node);
  return message ? translateKnownMessage(t, message) : undefined;
};
