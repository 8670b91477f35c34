import { ERROR_STATUS, type ErrorCode } from '../../shared/src/errors';

/** The only error type routes throw on purpose; the error handler maps its code to status and localized text. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: { issues?: { path: string; message: string }[] },
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}
