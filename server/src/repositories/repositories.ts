import type { Db } from '../db/database';
import { accountDataRepository } from './account-data.repository';
import { accountTokensRepository } from './account-tokens.repository';
import { adminAnalyticsRepository } from './admin-analytics.repository';
import { adminUsersRepository } from './admin-users.repository';
import { analysisSettingsRepository } from './analysis-settings.repository';
import { apiKeysRepository } from './api-keys.repository';
import { auditRepository } from './audit.repository';
import { betsRepository } from './bets.repository';
import { billingRepository } from './billing.repository';
import { contactRepository } from './contact.repository';
import { healthRepository } from './health.repository';
import { predictionsRepository } from './predictions.repository';
import { sessionsRepository } from './sessions.repository';
import { settingsRepository } from './settings.repository';
import { subscriptionsRepository } from './subscriptions.repository';
import { uploadsRepository } from './uploads.repository';
import { usersRepository } from './users.repository';

/**
 * Every repository over one database. Repositories hold no state of their own, so the composition root
 * (services.ts) and a test can each build a set over the same database and see the same rows.
 */
export function buildRepositories(db: Db) {
  return {
    accountData: accountDataRepository(db),
    adminAnalytics: adminAnalyticsRepository(db),
    adminUsers: adminUsersRepository(db),
    analysisSettings: analysisSettingsRepository(db),
    apiKeys: apiKeysRepository(db),
    audit: auditRepository(db),
    bets: betsRepository(db),
    billing: billingRepository(db),
    contact: contactRepository(db),
    health: healthRepository(db),
    predictions: predictionsRepository(db),
    sessions: sessionsRepository(db),
    settings: settingsRepository(db),
    subscriptions: subscriptionsRepository(db),
    tokens: accountTokensRepository(db),
    uploads: uploadsRepository(db),
    users: usersRepository(db),
  };
}

export type Repositories = ReturnType<typeof buildRepositories>;
