/** What other modules use of account: the e-mail flows' type (sign-up sends the welcome mail through them). */
export type { EmailFlows } from './email-flows';
