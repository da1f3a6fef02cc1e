import { z } from 'zod';
import { errorCodes } from './error-codes';

/** Every successful response: `{ code: "0", message: "OK", value }` (docs/api.md). */
export const okEnvelope = <T extends z.ZodType>(value: T) => z.object({ code: z.literal('0'), message: z.literal('OK'), value });

// The ids name the schemas once in the OpenAPI document (`#/components/schemas/...`); they change
// neither validation nor serialization.
export const errorCode = z.enum(errorCodes).meta({ id: 'ErrorCode' });

export const errorEnvelope = z
  .object({
    code: errorCode,
    message: z.string(),
    value: z.null(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type OkEnvelope<T> = { code: '0'; message: 'OK'; value: T };
