/**
 * What services and adapters log through. pino's call shape (fields first, then the message), so the app's Fastify
 * logger, the worker's and the CLI's pino, and a test's recording stub all fit; services import this instead of
 * fastify's logger type, so they do not depend on the web framework.
 */
export type LogFn = (fields: object, message: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
