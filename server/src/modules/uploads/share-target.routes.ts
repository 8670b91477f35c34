import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@shared/api';
import { isErrorCode, type ErrorCode } from '@shared/errors';
import { AppError } from '../../errors';
import type { UploadsService } from './uploads.service';

/** Where the web app manifest's share_target posts. */
export const SHARE_TARGET_PATH = '/share-target';
/** The form field the web app manifest's share_target names for the files. */
export const SHARE_FIELD = 'screenshots';

/** Errors of the multipart parser, as the codes the home screen explains. */
function shareErrorCode(err: unknown): ErrorCode {
  if (err instanceof AppError) return err.code;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return 'TOO_MANY_FILES';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'IMAGE_TOO_LARGE';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (typeof code === 'string' && code.startsWith('FST_')) return 'VALIDATION_FAILED';
  return isErrorCode(code) ? code : 'INTERNAL';
}

/**
 * The installed app's Web Share Target: a phone user shares screenshots from the gallery, the browser POSTs them
 * here as a top-level navigation, and the user lands on the review screen with them. Answers are redirects, never
 * JSON: this is a page navigation. It creates uploads only (no analysis, no quota); see http/security.ts for why
 * its CSRF rule may be looser than the API's.
 */
export async function shareTargetRoutes(app: FastifyInstance, uploads: UploadsService): Promise<void> {
  await app.register(async (scope) => {
    // Multipart is accepted here only; everywhere else it stays a 415.
    await scope.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: 40, fieldSize: 4096 },
    });

    scope.post(SHARE_TARGET_PATH, { config: { csrf: 'share-target' } }, async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.user) return reply.redirect('/signin?next=/', 303);
      let release: (() => void) | null = null;
      try {
        // One slot of the user's upload budget for the whole share, taken before its body is read.
        release = uploads.takeUploadSlot(req.user.id);
        const files: Buffer[] = [];
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        for await (const part of req.parts()) {
          // Title, text and url fields of a share carry nothing we use; files under other names are ignored too.
          if (part.type === 'file' && part.fieldname === SHARE_FIELD) files.push(await part.toBuffer());
          else if (part.type === 'file') await part.toBuffer();
        }
        const stored = await uploads.receiveShared(req.user.id, files);
        const images = encodeURIComponent(stored.map((s) => s.objectPath).join(','));
        return reply.redirect(`/review?images=${images}`, 303);
      } catch (err) {
        const code = shareErrorCode(err);
        if (code === 'INTERNAL') req.log.error({ err }, 'share target failed');
        return reply.redirect(`/?share_error=${code}`, 303);
      } finally {
        release?.();
      }
    });
  });
}
