/**
 * Stable error codes of the player and staff APIs. Each has an HTTP status and a translated
 * message (packages/i18n, key `errors.<CODE>`). Codes never change meaning once published.
 */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  /** A NUL byte or a lone UTF-16 surrogate in a path, query or body string: PostgreSQL cannot store it. */
  INVALID_TEXT: 400,
  UNKNOWN_FIELD: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  /** Too many wrong login passwords from signed-in sessions: this session has been ended. */
  TOO_MANY_PASSWORD_GUESSES: 401,
  INVALID_TOTP: 401,
  AUTHENTICATOR_CODE_REQUIRED: 400,
  CHALLENGE_EXPIRED: 401,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  ACCOUNT_DISABLED: 403,
  /** A staff session signed in with a temporary password: only changing it (or signing out) is allowed. */
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  VENDOR_NOT_FOUND: 404,
  CONTENT_NOT_FOUND: 404,
  /** A promotion's category that is not one of the enabled promotion categories. */
  PROMOTION_CATEGORY_UNKNOWN: 400,
  /** A promotion category that promotions still use cannot be deleted (disabling it is allowed). */
  PROMOTION_CATEGORY_IN_USE: 409,
  LANGUAGE_NOT_SUPPORTED: 400,
  ONE_FILE_ONLY: 400,
  CAPTCHA_INVALID: 400,
  BOT_CHECK_FAILED: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  INSUFFICIENT_FUNDS: 409,
  /** An amount, or the balance it would leave, above the currency's maximum (ledger_currency_limits). */
  AMOUNT_LIMIT_EXCEEDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ACCOUNT_LOCKED: 429,
  RATE_LIMITED: 429,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  /** An E-call envelope sealed more than 5 minutes from the server's clock. */
  ENVELOPE_EXPIRED: 400,
  /** An E-call envelope whose nonce was already used: a captured request sent again. */
  ENVELOPE_REPLAYED: 400,
  VERIFICATION_REQUIRED: 400,
  INVITATION_CODE_ERROR: 400,
  RESET_LINK_INVALID: 400,
  /** A link's one-time sign-in code that is unknown, already spent or expired: all said alike. */
  LINK_CODE_INVALID: 400,
  SECOND_FACTOR_INVALID: 401,
  SOCIAL_TOKEN_INVALID: 401,
  TRIAL_ACCOUNT: 403,
  NOT_AGENT: 403,
  NOT_MEMBER: 403,
  USERNAME_EMAIL_NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  // Phone, email and verification codes.
  PHONE_INVALID: 400,
  PHONE_REQUIRED: 400,
  EMAIL_INVALID: 400,
  VERIFICATION_CODE_INVALID: 400,
  VERIFICATION_CODE_REQUIRED: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  SMS_NOT_ENABLED: 403,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  SMS_TOO_MANY_REQUESTS: 429,
  SMS_UNKNOWN_ERROR: 502,
  EMAIL_SEND_FAILED: 502,
  SMS_QUOTA_INSUFFICIENT: 503,
  // Wallet and cashier.
  PAYMENT_METHOD_UNAVAILABLE: 400,
  AMOUNT_BELOW_MINIMUM: 400,
  AMOUNT_ABOVE_MAXIMUM: 400,
  DEPOSIT_LIMIT_EXCEEDED: 409,
  PAYMENT_PASSWORD_REQUIRED: 400,
  PAYMENT_PASSWORD_INVALID: 401,
  PAYEE_NAME_MISMATCH: 400,
  REAL_NAME_REQUIRED: 400,
  BANK_ACCOUNT_LIMIT: 409,
  /** A new bank account still in its cool-down (details.usableFrom), unless confirmed with the password and a second factor. */
  PAYEE_COOLING_DOWN: 409,
  /** Confirming needs a second factor (mobile, email or authenticator) the member has not set up. */
  NO_SECOND_FACTOR: 409,
  /** An Indian bank account's IFSC that is not 4 letters, 0 and 6 letters or digits. */
  IFSC_INVALID: 400,
  TURNOVER_NOT_MET: 409,
  /** A bonus's wagering requirement still short of valid bets (details.remaining as a decimal). */
  WAGERING_NOT_MET: 409,
  WITHDRAWAL_PENDING: 409,
  INVALID_STATE: 409,
  PROOF_REQUIRED: 400,
  TOO_MANY_IMAGES: 400,
  SELF_EXCLUDED: 403,
  TIME_OUT_ACTIVE: 403,
  NOT_DOWNLINE: 403,
  NO_UPLINE: 400,
  TRANSFER_LIMIT: 400,
  SIGNATURE_INVALID: 401,
  PAYMENT_MISMATCH: 400,
  SECOND_APPROVER_REQUIRED: 403,
  VENDOR_WALLET_NOT_TRANSFER: 400,
  // Games.
  GAME_MAINTENANCE: 503,
  GAME_LAUNCH_UNAVAILABLE: 503,
  WAGER_LIMIT_EXCEEDED: 409,
  BET_AMOUNT_INVALID: 400,
  GAME_ROUND_NOT_FOUND: 404,
  GAME_ROUND_FINISHED: 409,
  /** A bet's server seed is still secret (its pair not rotated yet): it cannot be verified until it is revealed. */
  SEED_NOT_REVEALED: 409,
  /** A crash bet after the round's betting phase ended: bets open again for the next round (details.nextRoundAt when known). */
  CRASH_BETTING_CLOSED: 409,
  /** A lottery slip for a draw whose betting has closed (or not yet opened). */
  LOTTERY_BETTING_CLOSED: 409,
  /** A lottery slip that would take the operator's liability on a number of the draw past its limit. */
  LOTTERY_NUMBER_LIMIT: 409,
  /** A lottery slip that would take the member's stake on the draw past the game's limit per member. */
  LOTTERY_MEMBER_LIMIT: 409,
  ACCOUNT_FROZEN: 403,
  DOWNLINE_NOT_AGENT: 400,
  CONTRACT_NOT_FOUND: 404,
  CONTRACT_STATE_INVALID: 409,
  CONTRACT_OFFER_PENDING: 409,
  CONTRACT_TYPE_NOT_HELD: 403,
  CONTRACT_RATE_ABOVE_OWN: 400,
  CONTRACT_TERMS_INVALID: 400,
  SETTLEMENT_NOT_FOUND: 404,
  SETTLEMENT_STATE_INVALID: 409,
  PERIOD_NOT_ENDED: 409,
  /** The promotion has no rule, is switched off, or is outside its time window. */
  PROMOTION_NOT_AVAILABLE: 409,
  /** The member is outside the promotion's eligibility (type, VIP level, country, new members only, deposit). */
  PROMOTION_NOT_ELIGIBLE: 409,
  /** Paying this bonus would take the promotion past its total budget. */
  PROMOTION_BUDGET_EXCEEDED: 409,
  /** The member already applied to this `apply` promotion in the rule's current period (details.limit). */
  PROMOTION_ALREADY_APPLIED: 409,
  /** The rule's day, week or lifetime limit of claims is used up for now (details.limit). */
  PROMOTION_LIMIT_REACHED: 409,
  /** A rule's kind cannot change once members have claims under it. */
  PROMOTION_RULE_KIND_LOCKED: 409,
  /** A rule's total budget below what it has already paid. */
  PROMOTION_BUDGET_BELOW_USED: 409,
  /** The wagering requirement is no longer active (met, waived or forfeited). */
  WAGERING_NOT_ACTIVE: 409,
  /** The member's points balance is below what the request needs (details.balance, details.needed). */
  POINTS_INSUFFICIENT: 409,
  /** The mission's conditions do not all hold yet this period (details.missionId): nothing is paid. */
  MISSION_NOT_COMPLETE: 409,
  /** The goods are not offered now: unknown, disabled or outside their window (details.goodsId). */
  POINTS_MALL_GOODS_UNAVAILABLE: 409,
  /** Fewer items are left than asked for (details.stock). */
  POINTS_MALL_OUT_OF_STOCK: 409,
  /** The member has redeemed as many of these goods as one member may (details.limit, details.redeemed). */
  POINTS_MALL_LIMIT_REACHED: 409,
  /** Points to convert below the minimum or not a whole number of steps (details.minPoints, details.step). */
  POINTS_MALL_CONVERT_INVALID: 400,
  /** Conversion is not set up: no paying loyalty promotion is configured. */
  POINTS_MALL_CONVERT_UNAVAILABLE: 409,
  /** The redemption is not in a status that allows this action (details.status). */
  POINTS_MALL_STATUS_CONFLICT: 409,
  /** The member has no prize wheel ticket left to spin with (details.balance). */
  WHEEL_NO_TICKETS: 409,
  /** The prize wheel has no prize table or no paying promotion yet. */
  WHEEL_NOT_READY: 409,
  /** Every envelope of the red-envelope rain has been opened (details.rainId). */
  ENVELOPES_ALL_OPENED: 409,
  /** The red-envelope rain is not open now: not started, over or cancelled (details.rainId). */
  ENVELOPE_RAIN_CLOSED: 409,
  /** The member does not meet the rain's conditions (VIP level, member type, deposits). */
  ENVELOPE_NOT_ELIGIBLE: 403,
  INVITE_LINK_NOT_FOUND: 404,
  /** The member holds as many referral links as the programme allows (details.limit). */
  REFERRAL_LINK_LIMIT: 409,
  /** No referral link of this member has that id. */
  REFERRAL_LINK_NOT_FOUND: 404,
  /** A visitor's feedback without a contact to answer them at. */
  FEEDBACK_CONTACT_REQUIRED: 400,
  /** The feedback is not in a status that allows this action (details.status). */
  FEEDBACK_STATUS_CONFLICT: 409,
  /** The member already has an affiliate application waiting for staff. */
  AFFILIATE_APPLICATION_PENDING: 409,
  /** The member is an agent already: there is nothing to apply for. */
  AFFILIATE_ALREADY_AGENT: 409,
  /** The application was decided already (details.status). */
  AFFILIATE_APPLICATION_DECIDED: 409,
  /** The upline chosen for a new agent is not an agent (or not an active member). */
  AFFILIATE_UPLINE_NOT_AGENT: 400,
  /** The member's player wallet still holds money (details.balance): it is spent or withdrawn before the member becomes an agent. */
  AFFILIATE_WALLET_NOT_EMPTY: 409,
  /** The chat is closed: nothing more can be said in it (a rating is still taken once). */
  CHAT_CLOSED: 409,
  /** Nobody of the support staff is on duty: the offline form takes the message instead. */
  CHAT_NOBODY_ON_DUTY: 409,
  /** The staff member a chat is transferred to is not on duty or has no room for another chat. */
  CHAT_STAFF_UNAVAILABLE: 409,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  NOT_READY: 503,
  /** The database cannot be reached right now (restarting, connection lost); retry shortly. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];
