import { assertStorageKey, type ObjectStorage } from './object-storage';
import { amzDateOf, sha256Hex, signRequest, type SigV4Credentials } from './sigv4';

export interface S3Options extends SigV4Credentials {
  endpoint: string; // e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000
  bucket: string;
}

/** S3-compatible storage with path-style addressing (works with AWS, MinIO, Ceph and most S3 clones). */
export function s3Storage(options: S3Options, fetchImpl: typeof fetch = fetch): ObjectStorage {
  const base = options.endpoint.replace(/\/$/, '');

  async function send(method: string, key: string | null, body?: Buffer, headers: Record<string, string> = {}) {
    const url = new URL(`${base}/${options.bucket}${key ? `/${key}` : ''}`);
    if (!key) url.searchParams.set('max-keys', '1');
    const payloadHash = sha256Hex(body ?? '');
    const signed = signRequest(options, { method, url, headers, payloadHash, amzDate: amzDateOf(new Date()) });
    const { host: _host, ...sendHeaders } = signed;
    return fetchImpl(url, { method, headers: sendHeaders, body: body ? new Uint8Array(body) : undefined });
  }

  async function fail(res: Response, what: string): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${text}`);
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertStorageKey(key);
      const res = await send('PUT', key, data, { 'content-type': contentType, 'content-length': String(data.length) });
      if (!res.ok) await fail(res, 'PUT');
    },
    async get(key) {
      assertStorageKey(key);
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) await fail(res, 'GET');
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      assertStorageKey(key);
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) await fail(res, 'DELETE');
    },
    async check() {
      const res = await send('GET', null);
      if (!res.ok) await fail(res, 'bucket check');
    },
  };
}
