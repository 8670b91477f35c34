import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@shared/errors';
import { ERROR_STATUS } from '@shared/errors';
import { AppError, RetryLaterError } from '../errors';
import { messages } from '../i18n/messages';
import { requestLanguage } from '../i18n/language';
import { localizeIssue } from '../i18n/validation-messages';

/** Fastify's own error codes that are really the client's fault, mapped to ours. */
export const FRAMEWORK_ERROR_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'NOT_FOUND',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
};

export function sendError(req: FastifyRequest, reply: FastifyReply, code: ErrorCode, extra?: Partial<ErrorBody>) {
  const body: ErrorBody = { code, message: messages(requestLanguage(req)).errors[code], ...extra };
  return reply.code(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

function classify(err: FastifyError): ErrorCode | null {
  if (err.code && FRAMEWORK_ERROR_CODES[err.code]) return FRAMEWORK_ERROR_CODES[err.code]!;
  // JSON.parse failures (including secure-json-parse refusing __proto__ keys) arrive as SyntaxError with 400.
  if (err instanceof SyntaxError || err.name === 'SyntaxError') return 'INVALID_JSON';
  if (err.statusCode === 429) return 'RATE_LIMITED';
  if (err.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (err.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (err.statusCode === 404) return 'NOT_FOUND';
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return 'VALIDATION_FAILED';
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RetryLaterError) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfter))));
      const issues = err.details?.issues?.map((i) => localizeIssue(i, requestLanguage(req)));
      return sendError(req, reply, err.code, issues ? { issues } : undefined);
    }
    const code = classify(err);
    if (code) {
      req.log.info({ code, err: err.message }, 'client error');
      return sendError(req, reply, code);
    }
    // Unknown failures are logged in full and answered without internals.
    req.log.error({ err }, 'unhandled error');
    return sendError(req, reply, 'INTERNAL');
  });
}
