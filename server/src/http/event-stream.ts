import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProgressEvent } from '@shared/api';
import type { ErrorCode } from '@shared/errors';
import { AppError } from '../errors';
import { messages } from '../i18n/messages';
import { requestLanguage } from '../i18n/language';

/** The client asked for server-sent events (the web app, to show real progress). */
export function wantsEventStream(req: FastifyRequest): boolean {
  const accept = req.headers.accept;
  return typeof accept === 'string' && accept.includes('text/event-stream');
}

/**
 * Runs a long call and answers either as JSON (the default) or, when the client accepts text/event-stream, as
 * server-sent events: `progress` events while the work reports them, then one `result` or `error` event.
 * The stream opens lazily, at the first event: whatever fails before that (sign-in, validation, ownership,
 * limits, quota) answers as an ordinary coded HTTP error with its status.
 */
export async function answerWithProgress<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  work: (onProgress: (p: ProgressEvent) => void) => Promise<T>,
): Promise<T | FastifyReply> {
  if (!wantsEventStream(req)) return work(() => undefined);

  let open = false;
  const send = (event: string, data: unknown) => {
    if (!open) {
      open = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies (nginx) must pass events through as they come, not buffer the answer.
        'x-accel-buffering': 'no',
      });
    }
    // A client that went away misses the rest; the work itself finishes (and is stored) regardless.
    if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  try {
    const result = await work((p) => send('progress', p));
    send('result', result);
  } catch (err) {
    if (!open) throw err;
    const code: ErrorCode = err instanceof AppError ? err.code : 'INTERNAL';
    if (!(err instanceof AppError)) req.log.error({ err }, 'unhandled error in an event stream');
    send('error', { code, message: messages(requestLanguage(req)).errors[code] });
  }
  if (!reply.raw.destroyed) reply.raw.end();
  return reply;
}
