import type { ValidationIssue } from '@shared/errors';
import type { Language } from '@shared/prediction';
import { messages } from './messages';

/**
 * A coded issue with its message in the request's language (field-level messages for API clients that show the
 * server's text; the web app words the same codes from its own catalog, common:validation). Uncoded issues
 * (developer descriptions) pass as they are.
 */
export function localizeIssue(issue: ValidationIssue, lang: Language): ValidationIssue {
  if (!issue.code) return issue;
  return { ...issue, message: messages(lang).validation[issue.code](issue.params?.count ?? 0) };
}
