import zlib from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Below this size a compressed body is not worth its headers and CPU. */
export const COMPRESS_MIN_BYTES = 1_024;

/**
 * The coding to answer with for an Accept-Encoding header: brotli, then gzip, each unless refused with q=0;
 * null means identity. Browsers always offer both.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    offered.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentCoding) => (offered.get(coding) ?? (offered.get('*') || 0)) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * A JSON text with its compressed forms made on first use and kept with it, so a cached view is compressed once
 * per coding rather than once per response.
 *
 * Compression is synchronous, at brotli quality 3 with a 64 kB window: for bodies this size the async API's
 * hand-off costs more than the work (measured: docs/decisions/0010). The history is capped at 100 items, which
 * bounds the time the event loop is held.
 */
export class EncodedBody {
  private readonly encoded = new Map<ContentCoding, Buffer>();

  constructor(readonly text: string) {}

  get compressible(): boolean {
    return this.text.length >= COMPRESS_MIN_BYTES;
  }

  encode(coding: ContentCoding): Buffer {
    let body = this.encoded.get(coding);
    if (!body) {
      const input = Buffer.from(this.text, 'utf8');
      body =
        coding === 'br'
          ? zlib.brotliCompressSync(input, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
                [zlib.constants.BROTLI_PARAM_LGWIN]: input.length <= 65_536 ? 16 : 20,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
              },
            })
          : zlib.gzipSync(input, { level: 6 });
      this.encoded.set(coding, body);
    }
    return body;
  }
}
