import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config/config';
import { createDatabase, migrateToLatest, type Db } from './db/database';
import { buildServices, type ServiceOverrides, type Services } from './services';
import { FRAMEWORK_ERROR_CODES, registerErrorHandler, sendError } from './http/error-handler';
import { handledPath, isApiPath, registerSecurity, securityHeaderSets, securityHeadersFor } from './http/security';
import { loadSpaDocument, sendSpaDocument } from './http/spa-document';
import { registerSessionResolver } from './modules/auth/session';
import { registerRoutes } from './routes';
import { registerChangeAnnouncements } from './modules/views/announce-changes';
import { registerAnalysisLimits } from './modules/limits/analysis-limits';
import { collectRoutes, openApiRoutes } from './http/api-docs/openapi.routes';
import type { RegisteredRoute } from './http/api-docs/openapi';
import { registerBearerAuth } from './modules/api-keys/bearer-auth';

export interface BuildOptions {
  config: AppConfig;
  /** Tests pass a database they own; otherwise one is opened from config. */
  db?: Db;
  migrate?: boolean;
  logger?: boolean;
  overrides?: Omit<ServiceOverrides, 'logger'>;
}

export interface AppHandle {
  app: FastifyInstance;
  /** The database the app runs on (tests read and seed it through their own repositories). */
  db: Db;
  services: Services;
  /** Every route as registered, with its API reference declaration (tests check none is missing). */
  routes: RegisteredRoute[];
  close(): Promise<void>;
}

export async function buildApp(options: BuildOptions): Promise<AppHandle> {
  const { config } = options;
  const headerSets = securityHeaderSets(config);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    // Fastify accepts a hop count at run time (proxy-addr); its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: 256 * 1024,
    // A request must have arrived, headers and body, within the timeout (issue 47, finding 4): a half-sent body no
    // longer holds a connection and its buffers for minutes. Node checks open connections every few seconds.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(20_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    // Unknown __proto__ / constructor.prototype keys are refused outright rather than silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any hook runs (414 for an over-long parameter, a malformed URL) get the same
    // security headers and coded, localized body as every other response (issue 12, finding 7).
    frameworkErrors: (err, req, reply) => {
      reply.headers(securityHeadersFor(headerSets, handledPath(req)));
      return sendError(req, reply, FRAMEWORK_ERROR_CODES[err.code] ?? 'VALIDATION_FAILED');
    },
  });

  const ownsDb = !options.db;
  const db = options.db ?? createDatabase(config.database);
  if (options.migrate !== false) await migrateToLatest(db);

  const services = await buildServices(config, db, { ...options.overrides, logger: app.log });

  const spa = config.web.serve ? loadSpaDocument(config.web.distDir) : null;
  registerErrorHandler(app);
  // Before any route: the API reference is built from the routes Fastify actually registers.
  const routes = collectRoutes(app);
  app.setNotFoundHandler(async (req, reply) => {
    // Client-side routes (and the client-side 404 page) are rendered by the SPA.
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(handledPath(req)))
      return sendSpaDocument(req, reply, spa);
    return sendError(req, reply, 'NOT_FOUND');
  });

  await app.register(cookie, { secret: config.sessionSecret });
  await registerSecurity(app, config);
  // The web app's built files (scripts, styles, fonts, images): a page needs dozens of them, each hashed and cached
  // for a year, so the per-address limit would only break a page behind a shared address (issue 50). Filled below,
  // as the static plugin registers one route per file.
  const staticRoutes = new Set<string>();
  await app.register(rateLimit, {
    global: true,
    allowList: (req) => staticRoutes.has(req.routeOptions.url ?? ''),
    max: config.rateLimit.max,
    timeWindow: '1 minute',
    // The x-ratelimit-* trio is sent only with a 429 (with retry-after): on every other response it is noise
    // our own client never reads, and a third of a small JSON answer's bytes.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Counters live under the deployment's prefix, like its queues, so two deployments on one Redis stay apart.
    ...(services.rateLimitStore ? { redis: services.rateLimitStore, nameSpace: `${config.queuePrefix}:rate-limit:` } : {}),
    errorResponseBuilder: (_req, context) => {
      const err = new Error('rate limited') as Error & { statusCode: number; retryAfter: string };
      err.statusCode = 429;
      err.retryAfter = String(Math.ceil(context.ttl / 1000));
      return err;
    },
  });
  registerSessionResolver(app, { sessions: services.hooks.sessions });
  registerBearerAuth(app, services.hooks.bearer);
  registerAnalysisLimits(app, config.analysisLimits);
  registerChangeAnnouncements(app, services.changes);

  await registerRoutes(app, services);
  await openApiRoutes(app, routes, config.publicUrl);

  if (spa) {
    app.get('/', async (req, reply) => sendSpaDocument(req, reply, spa));
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        staticRoutes.add(route.url);
      });
      await scope.register(fastifyStatic, {
        root: config.web.distDir,
        wildcard: false,
        index: false,
        // scripts/precompress.mjs writes .br/.gz next to each asset at build time.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // Hashed assets never change; everything else must be revalidated.
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'no-cache');
        },
      });
    });
  }

  return {
    app,
    db,
    services,
    routes,
    async close() {
      await app.close();
      await services.close();
      if (ownsDb) await db.destroy();
    },
  };
}
