import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Code2 } from 'lucide-react';
import { useDocumentTitle } from '../lib/hooks';
import { currentLanguage } from '../lib/api';
import { BackLink } from '../components/layout';
import { Spinner } from '../components/spinner';
import type { Operation } from '../features/api-docs/openapi-types';
import { OperationCard, WithCode } from '../features/api-docs/operation-card';
import { fetchOpenApiDocument, openApiUrl } from '../features/api-docs/api';
import { apiDocsKeys } from '../features/api-docs/keys';

/** The readable reference: the server's own OpenAPI document, in the interface language, grouped by tag. */
export default function ApiDocs() {
  const { t, i18n } = useTranslation('info');
  useDocumentTitle(t('api.title'));
  const lang = currentLanguage();
  const jsonUrl = openApiUrl(lang);
  const q = useQuery({ queryKey: apiDocsKeys.document(lang, i18n.language), queryFn: () => fetchOpenApiDocument(lang) });
  const doc = q.data;
  const groups = doc
    ? doc.tags
        .map((tag) => ({
          tag,
          ops: Object.entries(doc.paths).flatMap(([path, item]) =>
            Object.entries(item)
              .filter(([, op]) => op.tags.includes(tag.name))
              .map(([method, op]): [string, string, Operation] => [method, path, op]),
          ),
        }))
        .filter((g) => g.ops.length > 0)
    : [];
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink />
      <div className="flex items-center gap-3">
        <Code2 aria-hidden="true" className="h-9 w-9 shrink-0 text-emerald-700 dark:text-emerald-300" />
        <h1 className="text-3xl font-bold">{t('api.title')}</h1>
      </div>
      <p className="mt-3">{t('api.intro')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>{t('api.authCookie')}</li>
        <li>
          <WithCode text={t('api.authKey')} />
        </li>
        <li>
          <WithCode text={t('api.errorsIntro')} />
        </li>
      </ul>
      <p className="mt-3">
        <a className="link font-semibold" href={jsonUrl}>
          {t('api.jsonLink')}
        </a>
      </p>
      {q.isLoading ? (
        <Spinner />
      ) : q.isError || !doc ? (
        <p className="mt-6 card" role="alert">
          {t('api.loadFailed')}
        </p>
      ) : (
        <>
          <nav aria-label={t('api.sections')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map(({ tag, ops }) => (
                <li key={tag.name}>
                  <a
                    className="chip inline-block rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
                    href={`#tag-${tag.name}`}
                  >
                    {tag.description} ({ops.length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(({ tag, ops }) => (
            <section key={tag.name} id={`tag-${tag.name}`} className="mt-8 scroll-mt-20" aria-labelledby={`tag-${tag.name}-h`}>
              <h2 id={`tag-${tag.name}-h`} className="text-2xl font-semibold">
                {tag.description}
              </h2>
              <div className="mt-3 space-y-4">
                {ops.map(([method, path, op]) => (
                  <OperationCard key={`${method} ${path}`} method={method} path={path} op={op} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
