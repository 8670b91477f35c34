import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmedMatchSchema } from '@shared/reading';
import { jsonSchema } from '../../server/src/http/api-docs/openapi';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 47, finding 1: one request must never hold the event loop. Every public schema (each route's declared body,
 * query and params, and the confirmed match a process request carries) is fed, field by field, texts built to make
 * a backtracking pattern explode, each as long as the body limit allows. The bound is generous (a hang took
 * 18.6 s on 128,000 characters); bench:load measures the real figures.
 */
const BODY_LIMIT = 256 * 1024;
const LENGTH = BODY_LIMIT - 1024;
const GENEROUS_MS = 500;

/** Texts that make common super-linear patterns (nested or adjacent quantifiers over one class) backtrack. */
const ATTACKS: Record<string, (n: number) => string> = {
  'dots between two @': (n) => `a@${'.'.repeat(n - 3)}@`,
  'labels then @': (n) => `a@${'b.'.repeat(Math.floor((n - 3) / 2))}@`,
  'digits then a letter': (n) => `${'1'.repeat(n - 1)}x`,
  'spaces then a letter': (n) => `${' '.repeat(n - 1)}x`,
  'letters then a mark': (n) => `${'a'.repeat(n - 1)}!`,
};

type Json = Record<string, unknown>;

/** A minimal value of a JSON Schema, with `attack` at the string field named by `target` (a dotted path). */
function sample(schema: Json, path: string, target: string, attack: string): unknown {
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as Json, path, target, attack);
  if (schema.enum) return (schema.enum as unknown[])[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
        out[key] = sample(sub, path ? `${path}.${key}` : key, target, attack);
      return out;
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems))
        return (schema.prefixItems as Json[]).map((s, i) => sample(s, `${path}.${i}`, target, attack));
      return [sample((schema.items ?? {}) as Json, `${path}.0`, target, attack)];
    }
    case 'number':
    case 'integer':
      return 2;
    case 'boolean':
      return true;
    case 'string':
      return path === target ? attack : 'xx';
    default:
      return path === target ? attack : 'xx';
  }
}

/** Dotted paths of every string (or untyped) field of a JSON Schema. */
function textFields(schema: Json, path = ''): string[] {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).flatMap((s) => textFields(s, path));
  if (schema.enum || schema.const !== undefined) return [];
  if (schema.type === 'object')
    return Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(([k, s]) =>
      textFields(s, path ? `${path}.${k}` : k),
    );
  if (schema.type === 'array') {
    if (Array.isArray(schema.prefixItems)) return (schema.prefixItems as Json[]).flatMap((s, i) => textFields(s, `${path}.${i}`));
    return textFields((schema.items ?? {}) as Json, `${path}.0`);
  }
  if (schema.type === 'string' || schema.type === undefined) return path ? [path] : [];
  return [];
}

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
