/**
 * Stable error codes, end to end: the server throws AppError(code), the HTTP status comes from this table,
 * and the web client translates `errors.<code>` into English or Russian.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  NO_IMAGES: 400,
  UNREADABLE_IMAGE: 400,
  UNSUPPORTED_IMAGE: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_DIMENSIONS: 400,
  TOO_MANY_FILES: 400,
  INVALID_ODDS: 400,
  INVALID_TEAMS: 400,
  INVALID_DATE: 400,
  // A spread pick without its line or side, or a line on a match-result price.
  INVALID_SPREAD: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_EMAIL: 400,
  WEAK_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  USER_BANNED: 403,
  QUOTA_EXHAUSTED: 403,
  ADMIN_REQUIRED: 403,
  CANNOT_BAN_SELF: 400,
  UPLOAD_URL_INVALID: 403,
  UPLOAD_URL_EXPIRED: 403,
  NOT_FOUND: 404,
  ALREADY_SUBSCRIBED: 409,
  INVALID_SETTINGS: 400,
  INVALID_REFERRAL_LINKS: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PAYMENT_PROVIDER_ERROR: 502,
  RATE_LIMITED: 429,
  READING_LIMITED: 429,
  // One screenshot's reading, told apart in a reading of several (issue 50): too slow, or another failure.
  READING_TIMEOUT: 503,
  READING_FAILED: 500,
  OIDC_FAILED: 400,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  // Trust and account (issue 12).
  PAYMENTS_UNAVAILABLE: 503,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  TOKEN_USED: 410,
  WRONG_PASSWORD: 403,
  COMMON_PASSWORD: 400,
  SIGNIN_LOCKED: 429,
  ANALYSIS_LIMIT: 429,
  BLANK_IMAGE: 400,
  IDEMPOTENCY_IN_PROGRESS: 409,
  URI_TOO_LONG: 414,
  // Pro features (issue 14).
  PRO_REQUIRED: 403,
  INVALID_SELECTION: 400,
  API_KEY_INVALID: 401,
  API_KEY_LIMIT: 409,
  EMAIL_NOT_VERIFIED: 403,
  UPLOAD_LIMIT: 429,
  API_KEY_NOT_ALLOWED: 403,
  API_KEY_RATE_LIMITED: 429,
  // Trust, round two (issue 47, low).
  SIGNIN_ADDRESS_LIMITED: 429,
  EMAIL_CHANGE_LIMITED: 429,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/**
 * What is wrong with one field, as a stable code the web translates from its own catalog (`common:validation.*`)
 * with `params` (a length or a bound as `count`), never validator text (issue 14).
 */
export const VALIDATION_ISSUE_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_few',
  'too_many',
  'invalid_email',
  'invalid_format',
  'invalid_choice',
  'invalid_type',
  'unknown_field',
  'invalid',
] as const;
export type ValidationIssueCode = (typeof VALIDATION_ISSUE_CODES)[number];

export interface ValidationIssue {
  path: string;
  /** In the request's language when `code` is set; otherwise a plain description for developers. */
  message: string;
  code?: ValidationIssueCode;
  params?: { count?: number };
}

/** Body of every non-2xx API response. `message` is already in the request's language. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Field-level problems for VALIDATION_FAILED. */
  issues?: ValidationIssue[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
