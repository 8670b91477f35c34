import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { Db } from './db/database';
import { usersRepository } from './repositories/users.repository';
import { sessionsRepository } from './repositories/sessions.repository';
import { settingsRepository } from './repositories/settings.repository';
import { authService } from './modules/auth/auth.service';
import { withSessionCache } from './modules/auth/session-cache';

/** Everything a route or job needs, built once per process. Tests build their own with a fresh database. */
export function createCoreContext(config: AppConfig, db: Db, logger: FastifyBaseLogger) {
  const users = usersRepository(db);
  const sessions = withSessionCache(sessionsRepository(db), config.userCacheMs);
  const settings = settingsRepository(db);
  return {
    config,
    db,
    logger,
    repos: { users, sessions, settings },
    auth: authService({ config, users, sessions }),
  };
}

export type CoreContext = ReturnType<typeof createCoreContext>;
