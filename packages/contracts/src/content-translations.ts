import { z } from 'zod';
import { languageCode } from './language-code';

/**
 * Per-language text of one entry, keyed by a known language code (languages.ts). The entry's own
 * fields are its text in the language its `language` names; an unknown code is refused.
 */
export const translationsOf = <S extends z.ZodRawShape>(shape: S) => z.partialRecord(languageCode, z.strictObject(shape));

/** Player content calls take the caller's language as `language`; without it, Accept-Language decides. */
export const contentLanguageQuery = z.object({ language: languageCode.optional() });

/**
 * The language an entry's own text is written in. Optional on create: the server takes the
 * merchant's default language then.
 */
export const ownLanguage = languageCode;
