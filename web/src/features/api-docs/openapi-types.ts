/** The parts of the server's OpenAPI 3.1 document (server/src/http/api-docs/openapi.ts) the reference page reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  description?: string;
  minimum?: number;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
}

export type Auth = 'none' | 'optional' | 'session' | 'sessionOrKey';

/** Reads the security requirement back into the four cases the page explains. */
export function authOf(op: Operation): Auth {
  if (op.security.length === 0) return 'none';
  const names = op.security.flatMap((r) => Object.keys(r));
  if (op.security.some((r) => Object.keys(r).length === 0)) return 'optional';
  return names.includes('bearerAuth') ? 'sessionOrKey' : 'session';
}
