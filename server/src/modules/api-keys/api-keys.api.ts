import { routeDoc } from '../../http/api-docs/route-doc';
import { uuidParams } from '../../http/api-docs/schemas';
import { apiKeyCreateSchema, apiKeyCreatedSchema, apiKeyListSchema } from '@shared/pro';

/** API reference entries of key management: session only, never with a key (bearer-auth.ts). */
export const apiKeysDocs = {
  list: routeDoc({
    tag: 'account',
    summary: { en: 'Your live API keys', ru: 'Ваши действующие API-ключи' },
    auth: 'user',
    response: { schema: apiKeyListSchema },
  }),
  create: routeDoc({
    tag: 'account',
    summary: { en: 'Create an API key (Pro)', ru: 'Создать API-ключ (Pro)' },
    description: {
      en: 'The token is in this answer only; the server keeps its SHA-256.',
      ru: 'Ключ есть только в этом ответе; сервер хранит лишь его SHA-256.',
    },
    auth: 'user',
    body: apiKeyCreateSchema,
    bodyExample: { name: 'My script' },
    response: { status: 201, schema: apiKeyCreatedSchema },
    errors: ['EMAIL_NOT_VERIFIED', 'PRO_REQUIRED', 'API_KEY_LIMIT'],
  }),
  revoke: routeDoc({
    tag: 'account',
    summary: { en: 'Revoke an API key', ru: 'Отозвать API-ключ' },
    auth: 'user',
    params: uuidParams,
    response: { status: 204 },
    errors: ['NOT_FOUND'],
  }),
};
