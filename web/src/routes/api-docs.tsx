import { useTranslation } from 'react-i18next';
import { Code2 } from 'lucide-react';
import { useDocumentTitle } from '../lib/hooks';
import { BackLink } from '../components/layout';

export default function ApiDocs() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('api.title'));
  return (
    <div className="mx-auto max-w-xl">
      <BackLink />
      <div className="card text-center">
        <Code2 aria-hidden="true" className="mx-auto h-12 w-12 text-emerald-700 dark:text-emerald-300" />
        <h1 className="mt-3 text-3xl font-bold">{t('api.title')}</h1>
        <p className="mt-2 text-xl font-semibold">{t('api.comingSoon')}</p>
        <p className="mt-2 muted">{t('api.text')}</p>
      </div>
    </div>
  );
}
