/**
 * How a queued job can fail, whichever queue ran it (inline or BullMQ). Callers act on the type, never on the text:
 * the queue adapters turn their own failures into these.
 */
import type { ReadingFailureCode } from '@shared/reading';

/** An image vanished between the request and the job (e.g. a parallel request already analysed and deleted it). */
export class MissingObjectError extends Error {
  constructor(readonly key: string) {
    super(`object ${key} is missing`);
    this.name = 'MissingObjectError';
  }
}

/**
 * The job ran and failed for any other reason (the reason is kept for the log). `timedOut`: reading a screenshot took
 * longer than the OCR engine allows (the engine gave up on it), which the user is told apart from other failures.
 */
export class JobFailedError extends Error {
  readonly timedOut: boolean;
  constructor(reason: string, options?: { cause?: unknown; timedOut?: boolean }) {
    super(`analysis job failed: ${reason}`, options);
    this.name = 'JobFailedError';
    this.timedOut = options?.timedOut ?? false;
  }
}

/** No result arrived in time, or the queue closed while waiting; the job may still finish somewhere. */
export class JobNotFinishedError extends Error {
  constructor(reason: string) {
    super(`analysis job did not finish: ${reason}`);
    this.name = 'JobNotFinishedError';
  }
}

/** Whether an error, or one it was caused by, is the OCR engine giving up on a screenshot that took too long. */
export function isReadingTimeout(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    // By name: the OCR engine's OcrTimeoutError (ocr/engine.ts), without loading the OCR modules here.
    if (e.name === 'OcrTimeoutError' || (e instanceof JobFailedError && e.timedOut)) return true;
  }
  return false;
}

/**
 * How one screenshot's failed reading is told to the user (a stable code, worded by the client): too slow, or any
 * other failure of the job. Both may go through on another try, and nothing is spent meanwhile.
 */
export function readingFailureCode(err: unknown): ReadingFailureCode {
  return err instanceof JobNotFinishedError || isReadingTimeout(err) ? 'READING_TIMEOUT' : 'READING_FAILED';
}
