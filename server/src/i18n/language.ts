import type { FastifyRequest } from 'fastify';
import type { Language } from '@shared/prediction';

/** The request's language: explicit header, then the web app's cookie, then Accept-Language; English otherwise. */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const header = req.headers['x-language'];
  const explicit = Array.isArray(header) ? header[0] : header;
  if (explicit === 'ru' || explicit === 'en') return explicit;
  const cookie = req.headers.cookie?.match(/(?:^|;\s*)oddslens-language=(en|ru)\b/);
  if (cookie?.[1] === 'ru' || cookie?.[1] === 'en') return cookie[1];
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*ru\b/i.test(accept)) return 'ru';
  return 'en';
}
