import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../server/src/adapters/storage/object-storage';
import type { AnalysisQueue } from '../../server/src/pipeline/analysis-job';
import type { Readiness } from '@shared/readiness';
import { READINESS_HEADERS, startTestApp, type TestApp } from './support/test-app';

/**
 * /readyz is public (issue 15): a failing component answers a stable code and its backend's kind, never the error's
 * text, which may name hosts, buckets or paths.
 */
const SECRET_TEXT = 'connect ECONNREFUSED 10.20.30.40:9000 bucket=private-uploads /srv/oddslens/data';

describe('/readyz with failing components', () => {
  let t: TestApp;
  beforeAll(async () => {
    const storage: ObjectStorage = {
      kind: 's3',
      put: async () => undefined,
      get: async () => null,
      delete: async () => undefined,
      check: async () => {
        throw new Error(SECRET_TEXT);
      },
    };
    const queue: AnalysisQueue = {
      kind: 'bullmq',
      run: () => Promise.reject(new Error('not used')),
      read: () => Promise.reject(new Error('not used')),
      check: async () => {
        throw new Error(`redis ${SECRET_TEXT}`);
      },
      close: async () => undefined,
    };
    t = await startTestApp('sqlite', {}, { overrides: { storage, queue } });
  }, 60_000);
  afterAll(async () => t?.dispose());

  it('answers 503 with codes and backend kinds, and no error text', async () => {
    const res = await t.app.inject({ url: '/readyz', headers: READINESS_HEADERS });
    expect(res.statusCode).toBe(503);
    const body = res.json<Readiness>();
    expect(body.status).toBe('not-ready');
    expect(body.components['storage']).toEqual({ status: 'error', code: 'STORAGE_UNREACHABLE', detail: 's3' });
    expect(body.components['queue']).toEqual({ status: 'error', code: 'QUEUE_UNREACHABLE', detail: 'bullmq' });
    // The working ones still say what they are.
    expect(body.components['db']).toEqual({ status: 'ok', detail: 'sqlite' });
    expect(res.body).not.toMatch(/ECONNREFUSED|10\.20\.30\.40|private-uploads|\/srv\//);
  });
});
