import { AwsClient } from 'aws4fetch';
import { sha256Hex } from '../../lib/ids';
import { assertStorageKey, type ObjectStorage } from './object-storage';

export interface S3Options {
  endpoint: string; // e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * S3-compatible storage with path-style addressing (works with AWS, MinIO, Ceph and most S3 clones). Requests are
 * signed (SigV4) by aws4fetch, a maintained signer (11 kB, no dependencies), instead of code of our own.
 */
export function s3Storage(options: S3Options, fetchImpl: typeof fetch = fetch): ObjectStorage {
  const base = options.endpoint.replace(/\/$/, '');
  // Region and service are given, not guessed from the host (a MinIO host names neither). No retries inside the
  // signer: callers see a failure at once, as before, and an upload is retried by the user, not behind their back.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 0,
  });

  async function send(method: string, key: string | null, body?: Buffer, headers: Record<string, string> = {}) {
    const url = new URL(`${base}/${options.bucket}${key ? `/${key}` : ''}`);
    if (!key) url.searchParams.set('max-keys', '1');
    // The payload's hash is signed instead of aws4fetch's default UNSIGNED-PAYLOAD, so the store refuses a body
    // changed on the way.
    const signed = await client.sign(url.href, {
      method,
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? '') },
      body: body ? new Uint8Array(body) : undefined,
    });
    return fetchImpl(signed);
  }

  async function fail(res: Response, what: string): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${text}`);
  }

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertStorageKey(key);
      const res = await send('PUT', key, data, { 'content-type': contentType });
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
