import crypto from 'node:crypto';
import { sha256Hex } from '../../../server/src/lib/ids';

/**
 * AWS Signature Version 4, header-signed requests: an independent reference that the fake S3 checks every request
 * against. The app signs with aws4fetch; two implementations that must agree (and this one agrees with AWS's
 * published example, sigv4-reference.test.ts) keep the contract test from passing a signer that only agrees with itself.
 */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
export { sha256Hex };

/** RFC 3986 encoding of each path segment, as S3 expects (slashes kept). */
export function encodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((s) =>
      encodeURIComponent(decodeURIComponent(s)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  payloadHash: string;
  amzDate: string; // YYYYMMDDTHHMMSSZ
}

export function signRequest(creds: SigV4Credentials, input: SignInput): Record<string, string> {
  const service = creds.service ?? 's3';
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${creds.region}/${service}/aws4_request`;
  const all: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': input.amzDate,
  };
  for (const [k, v] of Object.entries(input.headers ?? {})) all[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  const names = Object.keys(all).sort();
  const canonicalRequest = [
    input.method.toUpperCase(),
    encodePath(input.url.pathname),
    canonicalQuery(input.url.searchParams),
    names.map((n) => `${n}:${all[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, date), creds.region), service), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}

export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
