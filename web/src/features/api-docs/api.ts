import * as z from 'zod/mini';
import { getParsed } from '../../lib/api';
import type { OpenApiDocument } from './openapi-types';

export const openApiUrl = (lang: string) => `/api/openapi.json?lang=${lang}`;

/**
 * The skeleton the page walks (tags, and per path and method the operation's tags, security, parameters and
 * responses) is checked; the JSON schemas inside are rendered as found, as JSON Schema allows almost any shape.
 */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), description: z.string() }),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string() })),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({
        operationId: z.string(),
        tags: z.array(z.string()),
        summary: z.string(),
        security: z.array(z.record(z.string(), z.array(z.string()))),
        parameters: z.array(z.looseObject({})),
        responses: z.record(z.string(), z.looseObject({ description: z.string() })),
      }),
    ),
  ),
});

export async function fetchOpenApiDocument(lang: string): Promise<OpenApiDocument> {
  // The JSON schemas inside are not checked (see above), so the checked skeleton is widened to the full type.
  return (await getParsed(openApiDocumentSchema, openApiUrl(lang))) as unknown as OpenApiDocument;
}
