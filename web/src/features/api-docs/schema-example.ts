import type { JsonSchema } from './openapi-types';

/**
 * A plausible JSON value for a schema, for the reference's examples when the route gives none. Deliberately
 * simple (first enum value, first union member): it shows the shape, not realistic data.
 */
export function exampleFor(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return exampleFor(union.find((s) => s.type !== 'null') ?? union[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = exampleFor(value, depth + 1);
      return out;
    }
    case 'array':
      if (schema.prefixItems) return schema.prefixItems.map((s) => exampleFor(s, depth + 1));
      return schema.items ? [exampleFor(schema.items, depth + 1)] : [];
    case 'string':
      if (schema.format === 'uuid') return '3f6c1d2e-5b7a-4c1e-9f0a-2b3c4d5e6f70';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'string';
    case 'integer':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 0;
    case 'number':
      return 0;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** A short type label for the parameter table: "string", "integer", "'en' | 'ru'". */
export function typeLabel(schema: JsonSchema): string {
  if (schema.enum?.length) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return union.map(typeLabel).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeLabel(schema.items)}[]`;
  if (schema.format && schema.type === 'string') return `string (${schema.format})`;
  return schema.type ?? 'any';
}
