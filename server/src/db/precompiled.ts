import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database';

const MARK = '\u0000oddslens-param-';

/**
 * Builds and compiles a Kysely query once, then runs the same SQL with new parameter values. Building and
 * compiling cost more than running a small indexed query, so the hottest reads (the session check, the user's
 * stats, the history list) use this; everything else uses the builder directly. Each argument must reach the
 * SQL as a bound parameter (a where value, a limit), never as an identifier.
 */
export function precompile<O, A extends unknown[]>(db: Db, arity: A['length'], build: (...args: A) => Compilable<O>) {
  const markers = Array.from({ length: arity }, (_, i) => `${MARK}${i}`) as A;
  const compiled = build(...markers).compile();
  const slots = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(MARK) ? Number(p.slice(MARK.length)) : -1));
  const used = new Set(slots.filter((s) => s >= 0));
  if (used.size !== arity) throw new Error(`precompile: ${arity - used.size} argument(s) did not become SQL parameters`);

  return async (...args: A): Promise<O[]> => {
    const parameters = slots.map((slot, i) => (slot >= 0 ? args[slot] : compiled.parameters[i]));
    const { rows } = await db.executeQuery<O>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}
