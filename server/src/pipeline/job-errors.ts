/**
 * How a queued job can fail, whichever queue ran it (inline or BullMQ). Callers act on the type, never on the text:
 * the queue adapters turn their own failures into these.
 */

/** An image vanished between the request and the job (e.g. a parallel request already analysed and deleted it). */
export class MissingObjectError extends Error {
  constructor(readonly key: string) {
    super(`object ${key} is missing`);
    this.name = 'MissingObjectError';
  }
}

/** The job ran and failed for any other reason (the reason is kept for the log). */
export class JobFailedError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`analysis job failed: ${reason}`, options);
    this.name = 'JobFailedError';
  }
}

/** No result arrived in time, or the queue closed while waiting; the job may still finish somewhere. */
export class JobNotFinishedError extends Error {
  constructor(reason: string) {
    super(`analysis job did not finish: ${reason}`);
    this.name = 'JobNotFinishedError';
  }
}
