import type { ValidationIssue, ValidationIssueCode } from '../../../shared/src/errors';
import type { Language } from '../../../shared/src/prediction';

const ruPlural = new Intl.PluralRules('ru');
/** After "не меньше / не больше" Russian takes the genitive: 1 (21, 31…) символа, otherwise символов. */
const ruGenitive = (n: number, one: string, other: string) => (ruPlural.select(n) === 'one' ? one : other);
const chars = (lang: Language, n: number) =>
  lang === 'ru' ? `${n} ${ruGenitive(n, 'символа', 'символов')}` : `${n} character${n === 1 ? '' : 's'}`;
const items = (lang: Language, n: number) =>
  lang === 'ru' ? `${n} ${ruGenitive(n, 'элемента', 'элементов')}` : `${n} item${n === 1 ? '' : 's'}`;

/**
 * Field-level validation messages for API clients that show the server's text; the web app words the same codes
 * from its own catalog (common:validation). Both languages are written here, never taken from the validator.
 */
const MESSAGES: Record<ValidationIssueCode, (lang: Language, n: number) => string> = {
  required: (l) => (l === 'ru' ? 'Заполните это поле.' : 'This field is required.'),
  too_short: (l, n) => (l === 'ru' ? `Введите не меньше ${chars(l, n)}.` : `Enter at least ${chars(l, n)}.`),
  too_long: (l, n) => (l === 'ru' ? `Введите не больше ${chars(l, n)}.` : `Enter at most ${chars(l, n)}.`),
  too_small: (l, n) => (l === 'ru' ? `Значение должно быть не меньше ${n}.` : `The value must be at least ${n}.`),
  too_big: (l, n) => (l === 'ru' ? `Значение должно быть не больше ${n}.` : `The value must be at most ${n}.`),
  too_few: (l, n) => (l === 'ru' ? `Нужно не меньше ${items(l, n)}.` : `Give at least ${items(l, n)}.`),
  too_many: (l, n) => (l === 'ru' ? `Допустимо не больше ${items(l, n)}.` : `Give at most ${items(l, n)}.`),
  invalid_email: (l) => (l === 'ru' ? 'Введите корректный адрес электронной почты.' : 'Enter a valid email address.'),
  invalid_format: (l) => (l === 'ru' ? 'Значение в неверном формате.' : 'The value is not in the expected format.'),
  invalid_choice: (l) => (l === 'ru' ? 'Выберите одно из допустимых значений.' : 'Choose one of the allowed values.'),
  invalid_type: (l) => (l === 'ru' ? 'Значение неверного типа.' : 'The value has the wrong type.'),
  unknown_field: (l) => (l === 'ru' ? 'Это поле не поддерживается.' : 'This field is not accepted.'),
  invalid: (l) => (l === 'ru' ? 'Недопустимое значение.' : 'The value is not valid.'),
};

/** A coded issue with its message in the request's language; uncoded ones (developer descriptions) pass as they are. */
export function localizeIssue(issue: ValidationIssue, lang: Language): ValidationIssue {
  if (!issue.code) return issue;
  return { ...issue, message: MESSAGES[issue.code](lang, issue.params?.count ?? 0) };
}
