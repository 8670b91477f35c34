import http from 'node:http';
import { signRequest, sha256Hex } from './sigv4-reference';

/** The parts of a SigV4 Authorization header; AWS accepts them separated by "," or ", ", so both are read. */
function parseAuthorization(header: string) {
  const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(header);
  return m ? { credential: m[1]!, signedHeaders: m[2]!, signature: m[3]! } : null;
}

/**
 * A local S3-compatible server for contract tests: path-style PUT/GET/DELETE and bucket listing, and it
 * refuses any request whose SigV4 signature or payload hash does not verify (403 SignatureDoesNotMatch).
 */
export function startFakeS3(creds: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  let rejected = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const auth = parseAuthorization(String(req.headers['authorization'] ?? ''));
      const signedNames = auth?.signedHeaders.split(';') ?? [];
      const extra: Record<string, string> = {};
      for (const n of signedNames)
        if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)) extra[n] = String(req.headers[n] ?? '');
      const expected = parseAuthorization(
        signRequest(creds, {
          method: req.method ?? 'GET',
          url,
          headers: extra,
          payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
          amzDate: String(req.headers['x-amz-date'] ?? ''),
        }).authorization ?? '',
      );
      const verified =
        auth !== null &&
        auth.credential === expected?.credential &&
        auth.signedHeaders === expected.signedHeaders &&
        auth.signature === expected.signature;
      if (!verified || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
        rejected++;
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.join('/');
      if (bucket !== creds.bucket) return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      if (!key && req.method === 'GET')
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end('<ListBucketResult/>');
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return void res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        return void res.writeHead(200, { 'content-type': o.type }).end(o.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  return {
    objects,
    rejectedCount: () => rejected,
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
