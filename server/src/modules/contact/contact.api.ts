import { contactMessageSchema } from '@shared/api';
import { routeDoc } from '../../http/api-docs/route-doc';
import { okSchema } from '../../http/api-docs/schemas';

export const contactDocs = {
  send: routeDoc({
    tag: 'system',
    summary: { en: 'Send a message to support', ru: 'Написать в поддержку' },
    auth: 'optional',
    body: contactMessageSchema,
    bodyExample: { name: 'Alex', email: 'alex@example.com', message: 'The odds on my screenshot were read wrong.' },
    response: { status: 201, schema: okSchema },
  }),
};
