import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../lib/hooks';

export default function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-6xl font-extrabold text-emerald-800 dark:text-emerald-300" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 muted">{t('notFound.text')}</p>
      <Link href="/" className="btn-primary mt-6">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
