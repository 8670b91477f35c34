import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localizeDocument } from '@shared/document-meta';
import { isAppPage } from '@shared/app-routes';
import { requestLanguage } from '../i18n/language';
import { sha256Hex } from '../lib/ids';
import { preferredCoding, type ContentCoding } from './encoded-body';

/** One language's copy of the document, with its encodings. */
interface DocumentVariant {
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

/**
 * The web app's index.html, which answers "/" and every client-side route, held in memory with its encodings: the
 * built (English) file and a Russian copy with its own lang, title and description, so a Russian visitor's first
 * paint, tab and search snippet are Russian before any script runs (issue 14).
 */
export interface SpaDocument extends DocumentVariant {
  ru: DocumentVariant;
}

function variant(identity: Buffer, encoded: DocumentVariant['encoded']): DocumentVariant {
  // Weak: the br, gzip and identity bodies are different bytes of the same document (RFC 9110 8.8.1).
  return { etag: `W/"${sha256Hex(identity.toString('utf8')).slice(0, 20)}"`, identity, encoded };
}

/**
 * Reads index.html and the .br/.gz files scripts/precompress.mjs wrote beside it, once at start-up: the document
 * is the same for every visitor, so reading and streaming it from disk per request was most of the landing
 * page's cost. A deploy replaces the build and restarts the process, which reloads it.
 */
export function loadSpaDocument(distDir: string): SpaDocument | null {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const identity = fs.readFileSync(file);
  const encoded: DocumentVariant['encoded'] = {};
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    // A stale compressed copy (older than the document) would serve yesterday's page: only matching mtimes count.
    const compressed = `${file}${ext}`;
    if (fs.existsSync(compressed) && fs.statSync(compressed).mtimeMs >= fs.statSync(file).mtimeMs)
      encoded[coding] = fs.readFileSync(compressed);
  }
  // The Russian copy is a few kilobytes; compressing it once here costs a millisecond at start-up.
  const ru = Buffer.from(localizeDocument(identity.toString('utf8'), 'ru'));
  return {
    ...variant(identity, encoded),
    ru: variant(ru, { br: zlib.brotliCompressSync(ru), gzip: zlib.gzipSync(ru) }),
  };
}

/**
 * Sends the document revalidated on every visit (no-cache) with an ETag, so a repeat visit is a 304. A path that is
 * none of the web app's pages (shared/src/app-routes.ts) is its "not found" page, sent with 404 (issue 50).
 */
export function sendSpaDocument(req: FastifyRequest, reply: FastifyReply, spa: SpaDocument) {
  const known = isAppPage(req.url.split('?', 1)[0] ?? '');
  // The language comes from the web app's cookie, then Accept-Language, as for every API message.
  const doc: DocumentVariant = requestLanguage(req) === 'ru' ? spa.ru : spa;
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie');
  reply.type('text/html; charset=utf-8');
  // A missing page is never "not modified": it answers 404 in full, without a validator.
  if (!known) reply.code(404);
  else reply.header('etag', doc.etag);
  const ifNoneMatch = known ? req.headers['if-none-match'] : undefined;
  // If-None-Match uses weak comparison: W/ prefixes do not matter.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(doc.etag)))
    return reply.code(304).send();
  const coding = preferredCoding(req.headers['accept-encoding']);
  const body = coding ? doc.encoded[coding] : undefined;
  if (coding && body) return reply.header('content-encoding', coding).send(body);
  return reply.send(doc.identity);
}
