import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@shared/api';
import { uploadsDocs as docs } from './uploads.api';
import type { UploadsService } from './uploads.service';
import { canReadObject, requireUser } from '../auth';
import { AppError } from '../../errors';
import { UUID_PATTERN } from '../../lib/ids';
import { UploadLimitedError } from './upload-budget';

type PutRequest = FastifyRequest<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>;

declare module 'fastify' {
  interface FastifyRequest {
    releaseUploadSlot: (() => void) | null;
  }
}

export async function uploadsRoutes(app: FastifyInstance, uploads: UploadsService): Promise<void> {
  app.post('/api/objects/upload', { config: { doc: docs.createUrl } }, async (req) => {
    const user = requireUser(req);
    return { uploadURL: uploads.createUploadUrl(user.id) };
  });

  app.decorateRequest('releaseUploadSlot', null);

  /**
   * Everything about a PUT that the headers tell, checked before one byte of its body is read (issue 47, finding 4):
   * the session, the signed URL's grant for that session's user, the declared length, and a slot of the user's
   * upload budget. A refusal closes the connection, so an unread body is never taken in.
   */
  async function admitPut(req: PutRequest, reply: FastifyReply) {
    try {
      const user = requireUser(req);
      if (!UUID_PATTERN.test(req.params.id)) throw new AppError('UPLOAD_URL_INVALID');
      const { expires, signature } = req.query;
      if (!expires || !signature) throw new AppError('UPLOAD_URL_INVALID');
      if (Number(req.headers['content-length'] ?? 0) > MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
      await uploads.checkGrant({ objectId: req.params.id, userId: user.id, expires, signature });
      req.releaseUploadSlot = uploads.takeUploadSlot(user.id);
    } catch (err) {
      if (err instanceof UploadLimitedError) reply.header('retry-after', String(err.retryAfter));
      reply.header('connection', 'close');
      throw err;
    }
  }

  await app.register(async (scope) => {
    // Raw bytes for the PUT, whatever the declared type: the content is sniffed, not the header. Fastify reads the
    // body chunk by chunk and stops with 413 as soon as it passes the limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_req, body, done) => done(null, body));
    // Released once the answer is sent, or when the client goes away or the request times out mid-body.
    scope.addHook('onResponse', async (req) => req.releaseUploadSlot?.());
    scope.addHook('onRequestAbort', async (req) => req.releaseUploadSlot?.());
    scope.addHook('onTimeout', async (req) => req.releaseUploadSlot?.());

    scope.put<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      '/uploads/:id',
      { bodyLimit: MAX_FILE_BYTES, config: { doc: docs.put }, onRequest: admitPut },
      async (req) => {
        const user = requireUser(req);
        const { expires = '', signature = '' } = req.query;
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return uploads.receive({ objectId: req.params.id, userId: user.id, expires, signature, body });
      },
    );
  });

  app.get<{ Params: { id: string } }>('/objects/uploads/:id', { config: { doc: docs.read } }, async (req, reply) => {
    const user = requireUser(req);
    if (!UUID_PATTERN.test(req.params.id)) throw new AppError('NOT_FOUND');
    const found = await uploads.read(req.params.id);
    // Someone else's object answers exactly like a missing one, so ids cannot be probed.
    if (!found || !canReadObject(user, found.row.owner_id)) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', found.row.content_type)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(found.data);
  });
}
