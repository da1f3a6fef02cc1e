import { z } from 'zod';
import { languageCodes } from './languages';

/**
 * A merchant-facing language code as a schema. Apart from the language table so that the table
 * (read by the player's first route) does not pull zod into the start-up chunk.
 */
export const languageCode = z.enum(languageCodes);
