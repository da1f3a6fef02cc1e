/**
 * Stable error codes of the player and staff APIs. Each has an HTTP status and a translated
 * message (packages/i18n, key `errors.<CODE>`). Codes never change meaning once published.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNKNOWN_FIELD: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOTP: 401,
  CHALLENGE_EXPIRED: 401,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  VENDOR_NOT_FOUND: 404,
  CONTENT_NOT_FOUND: 404,
  LANGUAGE_NOT_SUPPORTED: 400,
  ONE_FILE_ONLY: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  INSUFFICIENT_FUNDS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ACCOUNT_LOCKED: 429,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
