import { z } from 'zod';
import { languageCode } from './language-code';

/**
 * Per-language text of one entry, keyed by a known language code (languages.ts). The entry's own
 * fields are its text in the merchant's default language; an unknown code is refused.
 */
export const translationsOf = <S extends z.ZodRawShape>(shape: S) => z.partialRecord(languageCode, z.strictObject(shape));

/** Player content calls take the caller's language as `language`; without it, Accept-Language decides. */
export const contentLanguageQuery = z.object({ language: languageCode.optional() });
