import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is on the bundled list of common passwords (about 49,000 from breach corpora,
 * kept by the zxcvbn-ts project), compared without case: NIST SP 800-63B has new passwords checked
 * against such a list, since attackers try these first. Built on first use, then kept.
 */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
};

/** The field problem of a common password, in the shape the registration rules answer. */
export const commonPasswordProblem = { key: 'validation.commonPassword', params: {} } as const;
