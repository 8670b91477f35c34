import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../lib/ids';
import { preferredCoding, type ContentCoding } from './encoded-body';

/** The web app's index.html, which answers "/" and every client-side route, held in memory with its encodings. */
export interface SpaDocument {
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
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
  const encoded: SpaDocument['encoded'] = {};
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    // A stale compressed copy (older than the document) would serve yesterday's page: only matching mtimes count.
    const compressed = `${file}${ext}`;
    if (fs.existsSync(compressed) && fs.statSync(compressed).mtimeMs >= fs.statSync(file).mtimeMs)
      encoded[coding] = fs.readFileSync(compressed);
  }
  // Weak: the br, gzip and identity bodies are different bytes of the same document (RFC 9110 8.8.1).
  return { etag: `W/"${sha256Hex(identity.toString('utf8')).slice(0, 20)}"`, identity, encoded };
}

/** Sends the document revalidated on every visit (no-cache) with an ETag, so a repeat visit is a 304. */
export function sendSpaDocument(req: FastifyRequest, reply: FastifyReply, doc: SpaDocument) {
  reply.header('cache-control', 'no-cache').header('etag', doc.etag).header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  const ifNoneMatch = req.headers['if-none-match'];
  // If-None-Match uses weak comparison: W/ prefixes do not matter.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(doc.etag)))
    return reply.code(304).send();
  const coding = preferredCoding(req.headers['accept-encoding']);
  const body = coding ? doc.encoded[coding] : undefined;
  if (coding && body) return reply.header('content-encoding', coding).send(body);
  return reply.send(doc.identity);
}
