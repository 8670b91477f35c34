/**
 * Worst-case request texts for every public schema (issue 47, finding 1): tests/integration/worst-case-input.test.ts
 * feeds them to each route's declared schema, bench:load sends them to a running server while analyses run.
 */

/** Texts that make common super-linear patterns (nested or adjacent quantifiers over one class) backtrack. */
export const ATTACKS: Record<string, (n: number) => string> = {
  'dots between two @': (n) => `a@${'.'.repeat(n - 3)}@`,
  'labels then @': (n) => `a@${'b.'.repeat(Math.floor((n - 3) / 2))}@`,
  'digits then a letter': (n) => `${'1'.repeat(n - 1)}x`,
  'spaces then a letter': (n) => `${' '.repeat(n - 1)}x`,
  'letters then a mark': (n) => `${'a'.repeat(n - 1)}!`,
};

export type Json = Record<string, unknown>;

/** A minimal value of a JSON Schema, with `attack` at the string field named by `target` (a dotted path). */
export function sample(schema: Json, path: string, target: string, attack: string): unknown {
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
export function textFields(schema: Json, path = ''): string[] {
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
