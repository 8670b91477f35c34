import type { SubscriptionStatus } from '@shared/api';
import type { ErrorCode, ValidationIssueCode } from '@shared/errors';
import type { Language } from '@shared/prediction';
import { en } from './messages.en';
import { ru } from './messages.ru';

/**
 * Every text the server writes for people, in English and Russian: error and validation messages, account mail,
 * the sandbox checkout pages, payment descriptions, the history export and the narrator's instruction. Code asks
 * for `messages(lang).<section>` and never pairs the two languages inline (docs/decisions/0019). The type makes a
 * missing key a compile error; messages.test.ts also checks that both catalogs have the same keys and no empty text.
 */
export interface ServerMessages {
  /** For Intl number and date formatting in this language. */
  locale: string;
  errors: Record<ErrorCode, string>;
  /** By issue code; `n` is the issue's count parameter (0 when it has none). */
  validation: Record<ValidationIssueCode, (n: number) => string>;
  mail: { verify: MailCopy; reset: MailCopy };
  sandbox: {
    testBanner: string;
    testNote: string;
    checkoutTitle: string;
    plan: string;
    planName: string;
    price: string;
    perMonth: string;
    currency: string;
    pay: (price: string) => string;
    cancel: string;
    expired: string;
    back: string;
    portalTitle: string;
    status: string;
    renews: string;
    ends: string;
    none: string;
    cancelAtEnd: string;
    reactivate: string;
    statuses: Record<SubscriptionStatus, string>;
  };
  payments: { yookassaDescription: string };
  historyExport: { headers: readonly string[]; words: Record<ExportWord, string> };
  narrator: { instruction: string };
}

export interface MailCopy {
  subject: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

/** Outcome and bet-state keys the history export writes as words. */
export type ExportWord = 'home' | 'draw' | 'away' | 'void' | 'pending' | 'won' | 'lost' | 'no-bet';

const MESSAGES: Record<Language, ServerMessages> = { en, ru };

export function messages(lang: Language): ServerMessages {
  return MESSAGES[lang];
}
