import { ERROR_STATUS, type ErrorCode, type ValidationIssue } from '@shared/errors';

/** The only error type routes throw on purpose; the error handler maps its code to status and localized text. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: { issues?: ValidationIssue[] },
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** A refusal that says when to come back: the error handler sends `retryAfter` (seconds) as Retry-After. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    readonly retryAfter: number,
  ) {
    super(code);
    this.name = 'RetryLaterError';
  }
}
