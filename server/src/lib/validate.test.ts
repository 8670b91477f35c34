import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { localizeIssue } from '../i18n/validation-messages';
import { parseInput } from './validate';

const schema = z
  .object({
    name: z.string().trim().min(1).max(5),
    code: z.string().min(3),
    tags: z.array(z.string()).max(2).optional(),
    kind: z.enum(['a', 'b']).optional(),
    n: z.number().int().min(1).max(9).optional(),
    email: z.string().regex(/@/).optional(),
  })
  .strict();

function issuesOf(input: unknown) {
  try {
    parseInput(schema, input);
  } catch (err) {
    return (err as AppError).details!.issues!;
  }
  throw new Error('parsed');
}

describe('parseInput issues (stable codes, no validator text)', () => {
  it('maps each kind of problem to a code and its bound', () => {
    const issues = issuesOf({ name: '   ', code: 'ab', tags: ['x', 'y', 'z'], kind: 'c', n: 10, email: 'nope', extra: 1 });
    expect(issues.map(({ path, code, params }) => ({ path, code, params }))).toEqual([
      { path: 'name', code: 'required', params: undefined },
      { path: 'code', code: 'too_short', params: { count: 3 } },
      { path: 'tags', code: 'too_many', params: { count: 2 } },
      { path: 'kind', code: 'invalid_choice', params: undefined },
      { path: 'n', code: 'too_big', params: { count: 9 } },
      { path: 'email', code: 'invalid_email', params: undefined },
      { path: 'extra', code: 'unknown_field', params: undefined },
    ]);
  });

  it('tells a missing field (required) from one of the wrong type', () => {
    expect(issuesOf({ code: 5 }).map((i) => [i.path, i.code])).toEqual([
      ['name', 'required'],
      ['code', 'invalid_type'],
    ]);
  });

  it('words coded issues in both languages with Russian genitive plurals', () => {
    const at = (count: number, lang: 'en' | 'ru') =>
      localizeIssue({ path: 'x', code: 'too_short', params: { count }, message: 'too_short' }, lang).message;
    expect([at(1, 'en'), at(10, 'en')]).toEqual(['Enter at least 1 character.', 'Enter at least 10 characters.']);
    expect([at(1, 'ru'), at(2, 'ru'), at(5, 'ru'), at(21, 'ru')]).toEqual([
      'Введите не меньше 1 символа.',
      'Введите не меньше 2 символов.',
      'Введите не меньше 5 символов.',
      'Введите не меньше 21 символа.',
    ]);
    // An uncoded issue (a developer description) passes unchanged.
    expect(localizeIssue({ path: 'x', message: 'raw' }, 'ru').message).toBe('raw');
  });
});
