import type { AppConfig } from './config/config';
import type { Db } from './db/database';
import { usersRepository } from './repositories/users.repository';
import { sessionsRepository } from './repositories/sessions.repository';
import { settingsRepository } from './repositories/settings.repository';
import { authService } from './modules/auth/auth.service';
import { withSessionCache } from './modules/auth/session-cache';
import { accountTokensRepository } from './repositories/account-tokens.repository';
import { createMailer } from './adapters/mail/mailer';
import { emailFlows } from './modules/account/email-flows';
import type { Logger } from './lib/logger';

/** Everything a route or job needs, built once per process. Tests build their own with a fresh database. */
export function createCoreContext(config: AppConfig, db: Db, logger: Logger) {
  const users = usersRepository(db);
  const sessions = withSessionCache(sessionsRepository(db), config.userCacheMs);
  const settings = settingsRepository(db);
  const tokens = accountTokensRepository(db);
  const mailer = createMailer({ ...config.mail, logger });
  return {
    config,
    db,
    logger,
    mailer,
    repos: { users, sessions, settings, tokens },
    auth: authService({ config, users, sessions }),
    emails: emailFlows({ config, users, sessions, tokens, mailer, logger }),
  };
}

export type CoreContext = ReturnType<typeof createCoreContext>;
