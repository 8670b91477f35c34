import { describe, expect, it } from 'vitest';
import { exampleFor, typeLabel } from './schema-example';

describe('reference examples from JSON Schema', () => {
  it('fills an object with one value per property, following enums, tuples and nullable unions', () => {
    expect(
      exampleFor({
        type: 'object',
        properties: {
          outcome: { type: 'string', enum: ['home', 'draw'] },
          teams: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'string' }] },
          id: { type: 'string', format: 'uuid' },
          bankroll: { anyOf: [{ type: 'number' }, { type: 'null' }] },
          page: { type: 'integer', minimum: 1 },
          ok: { const: true },
        },
      }),
    ).toEqual({
      outcome: 'home',
      teams: ['string', 'string'],
      id: '3f6c1d2e-5b7a-4c1e-9f0a-2b3c4d5e6f70',
      bankroll: 0,
      page: 1,
      ok: true,
    });
  });

  it('labels parameter types readably', () => {
    expect(typeLabel({ type: 'string', enum: ['en', 'ru'] })).toBe('"en" | "ru"');
    expect(typeLabel({ type: 'array', items: { type: 'integer' } })).toBe('integer[]');
    expect(typeLabel({ type: 'string', format: 'uuid' })).toBe('string (uuid)');
    expect(typeLabel({})).toBe('any');
  });
});
