import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { Spinner } from '../components/spinner';
import { BackLink } from '../components/layout';
import { errorMessage } from '../lib/errors';
import { useAdminErrorHandler } from '../features/admin/admin-errors';
import { useAdminSettingsQuery } from '../features/admin/hooks';
import { LimitCard } from '../features/admin/limit-card';
import { MessagesCard } from '../features/admin/messages-card';
import { UserStatsCard } from '../features/admin/stats-card';
import { ReferralCard } from '../features/admin/referral-card';
import { PeriodCard } from '../features/admin/period-card';
import { UsersCard } from '../features/admin/users-card';
import { AuditCard } from '../features/admin/audit-card';
import { AnalyticsCard } from '../features/admin/analytics-card';
import { PredictionsCard } from '../features/admin/predictions-card';

export default function Admin() {
  const { t } = useTranslation(['admin', 'billing', 'home']);
  useDocumentTitle(t('title'));
  const settings = useAdminSettingsQuery();
  const onError = useAdminErrorHandler();
  const signedOut = settings.error instanceof ApiError && settings.error.status === 401;
  useEffect(() => {
    if (signedOut) onError(settings.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per 401
  }, [signedOut]);

  if (settings.isLoading) return <Spinner />;
  const denied =
    (settings.error instanceof ApiError && (settings.error.status === 403 || settings.error.status === 401)) ||
    (settings.data && !settings.data.isAdmin);
  if (denied || !settings.data) {
    return (
      <div>
        <BackLink />
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p role="alert" className="mt-4 card">
          {denied ? t('accessDenied') : errorMessage(t, settings.error)}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <BackLink />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <UserStatsCard />
      <div className="grid gap-6 md:grid-cols-2">
        <LimitCard current={settings.data.freePredictionLimit} />
        <PeriodCard current={settings.data.freePredictionPeriod} />
        <ReferralCard links={settings.data.referralLinks} />
      </div>
      <AnalyticsCard />
      <UsersCard />
      <PredictionsCard />
      <AuditCard />
      <MessagesCard />
    </div>
  );
}
