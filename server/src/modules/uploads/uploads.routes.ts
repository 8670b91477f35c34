import type { FastifyInstance } from 'fastify';
import { MAX_FILE_BYTES } from '@shared/api';
import { uploadsDocs as docs } from './uploads.api';
import type { UploadsService } from './uploads.service';
import { canReadObject, requireUser } from '../auth';
import { AppError } from '../../errors';
import { UUID_PATTERN } from '../../lib/ids';

export async function uploadsRoutes(app: FastifyInstance, uploads: UploadsService): Promise<void> {
  app.post('/api/objects/upload', { config: { doc: docs.createUrl } }, async (req) => {
    const user = requireUser(req);
    return { uploadURL: uploads.createUploadUrl(user.id) };
  });

  await app.register(async (scope) => {
    // Raw bytes for the PUT, whatever the declared type: the content is sniffed, not the header.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_req, body, done) => done(null, body));

    scope.put<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      '/uploads/:id',
      { bodyLimit: MAX_FILE_BYTES, config: { doc: docs.put } },
      async (req) => {
        const user = requireUser(req);
        if (!UUID_PATTERN.test(req.params.id)) throw new AppError('UPLOAD_URL_INVALID');
        const { expires, signature } = req.query;
        if (!expires || !signature) throw new AppError('UPLOAD_URL_INVALID');
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
