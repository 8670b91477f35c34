import { useTranslation } from 'react-i18next';
import { mailtoHref } from '../../lib/mailto';
import { useOperatorQuery } from './hooks';

/** The terms' operator block: the configured legal details, or a plain statement that there are none. */
export function OperatorDetails() {
  const { t } = useTranslation('legal');
  const q = useOperatorQuery();
  if (q.isLoading) return <p className="mt-2 muted">{t('common:status.loading')}</p>;
  const op = q.data?.operator;
  if (!op) {
    return (
      <p className="mt-2" data-testid="operator-unset">
        {q.isError ? t('terms.operator.unavailable') : t('terms.operator.notConfigured')}
      </p>
    );
  }
  return (
    <>
      <p className="mt-2">{t('terms.operator.operatedBy', { name: op.name })}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="muted">{t('terms.operator.name')}</dt>
        <dd>{op.name}</dd>
        <dt className="muted">{t('terms.operator.regNo')}</dt>
        <dd>{op.registrationNumber}</dd>
        <dt className="muted">{t('terms.operator.address')}</dt>
        <dd>{op.address}</dd>
        <dt className="muted">{t('terms.operator.email')}</dt>
        <dd>
          <a className="link break-all" href={mailtoHref(op.email)}>
            {op.email}
          </a>
        </dd>
      </dl>
    </>
  );
}

/** One footer line naming the operator; nothing when none is configured (the terms explain that). */
export function OperatorFooterLine() {
  const { t } = useTranslation();
  const op = useOperatorQuery().data?.operator;
  if (!op) return null;
  return <p className="muted">{t('footer.operator', { name: op.name, regNo: op.registrationNumber })}</p>;
}
