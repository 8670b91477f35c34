import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmedMatchSchema } from '@shared/reading';
import { jsonSchema } from '../../server/src/http/api-docs/openapi';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';
import { ATTACKS, sample, textFields } from '../../bench/lib/worst-case';

/**
 * Issue 47, finding 1: one request must never hold the event loop. Every public schema (each route's declared body,
 * query and params, and the confirmed match a process request carries) is fed, field by field, texts built to make
 * a backtracking pattern explode, each as long as the body limit allows. The bound is generous (a hang took
 * 18.6 s on 128,000 characters); bench:load measures the real figures.
 */
const BODY_LIMIT = 256 * 1024;
const LENGTH = BODY_LIMIT - 1024;
const GENEROUS_MS = 500;

describe.each(DB_KINDS)('no public schema backtracks on a worst-case text (issue 47, finding 1) (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.dispose());

  it('validates every field of every declared request schema, at the body limit, within a generous bound', () => {
    const schemas: [string, z.core.$ZodType][] = [['confirmed match', confirmedMatchSchema]];
    for (const route of t.routes) {
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = route.doc?.[part];
        if (schema) schemas.push([`${route.method} ${route.url} ${part}`, schema]);
      }
    }
    expect(schemas.length).toBeGreaterThan(20);
    const slow: string[] = [];
    let checked = 0;
    for (const [name, schema] of schemas) {
      const json = jsonSchema(schema, 'input');
      for (const field of textFields(json)) {
        for (const [attackName, make] of Object.entries(ATTACKS)) {
          const input = sample(json, '', field, make(LENGTH));
          const started = performance.now();
          z.safeParse(schema, input);
          const ms = performance.now() - started;
          checked++;
          if (ms > GENEROUS_MS) slow.push(`${name} ${field} (${attackName}): ${Math.round(ms)} ms`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(slow).toEqual([]);
  }, 120_000);

  it('answers the contact form attack of the finding fast, and the event loop keeps turning', async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: `a@${'.'.repeat(LENGTH - 200)}@`, message: 'Hello there, a question.' },
      headers: { origin: ORIGIN },
    });
    const ms = performance.now() - started;
    histogram.disable();
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(ms).toBeLessThan(2000);
    expect(histogram.max / 1e6).toBeLessThan(GENEROUS_MS);
  }, 120_000);
});
