import { buildApp } from './app';
import type { AppConfig } from './config/config';

/** Runs the server until SIGINT/SIGTERM, then drains requests and closes the database and OCR workers. */
export async function serve(config: AppConfig): Promise<void> {
  const handle = await buildApp({ config });
  const { app } = handle;
  app.log.info(
    {
      database: config.database.kind,
      oidc: !!config.oidc,
      stripe: !!config.stripe,
      yookassa: !!config.yookassa,
      s3: !!config.s3,
      redis: !!config.redisUrl,
      llm: !!config.llm,
      mail: config.mail.url ? 'smtp' : `outbox ${config.mail.outboxDir}`,
    },
    'providers',
  );
  if (config.paymentsSandbox) app.log.warn('TEST MODE: the sandbox checkout is on; no money moves and Pro is free');
  await app.listen({ host: config.host, port: config.port });
  // Warm the OCR pool after listening, so /healthz answers during start-up.
  handle.services.analyzer.warm().catch((err: unknown) => app.log.error({ err }, 'OCR warm-up failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
