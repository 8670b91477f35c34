import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { useDocumentTitle } from '../lib/hooks';
import { BackLink } from '../components/layout';
import { CATEGORY_CLASSES, filterArticles } from '../lib/articles';
import { currentLanguage } from '../lib/api';
import { formatDate } from '../lib/format';

export const ARTICLES = [
  { id: 'xg', category: 'football', date: '2026-09-08', minutes: 7 },
  { id: 'pace', category: 'basketball', date: '2026-08-21', minutes: 6 },
  { id: 'surfaces', category: 'tennis', date: '2026-07-30', minutes: 5 },
  { id: 'margin', category: 'education', date: '2026-07-12', minutes: 8 },
  { id: 'tilt', category: 'psychology', date: '2026-06-25', minutes: 6 },
] as const;

export default function Articles() {
  const { t } = useTranslation('articles');
  useDocumentTitle(t('title'));
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const searchId = useId();
  const lang = currentLanguage();

  const items = useMemo(
    () =>
      ARTICLES.map((a) => ({
        ...a,
        title: t(`items.${a.id}.title`),
        categoryLabel: t(`categories.${a.category}`),
        excerpt: t(`items.${a.id}.excerpt`),
      })).map((a) => ({ ...a, category: a.categoryLabel, categoryKey: a.category })),
    [t],
  );
  const visible = filterArticles(items, query);

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div>
      <BackLink />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 muted">{t('subtitle')}</p>
      <div role="search" className="relative mt-6">
        <label htmlFor={searchId} className="sr-only">
          {t('searchLabel')}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500" />
        <input
          id={searchId}
          type="search"
          className="input pl-10"
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <p className="sr-only" role="status">
        {t('results', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="mt-6 card text-center muted">{t('empty')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {visible.map((a) => {
            const open = expanded.has(a.id);
            const contentId = `article-${a.id}`;
            return (
              <li key={a.id}>
                <article className="card space-y-3" aria-labelledby={`${contentId}-title`}>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className={`badge ${CATEGORY_CLASSES[a.categoryKey]}`}>{a.categoryLabel}</span>
                    <span className="muted">{t('readTime', { count: a.minutes })}</span>
                  </div>
                  <h2 id={`${contentId}-title`} className="text-xl font-semibold">
                    {a.title}
                  </h2>
                  <p className="text-sm muted">
                    {t('byline', { author: t(`items.${a.id}.author`) })} ·{' '}
                    <time dateTime={a.date}>{formatDate(a.date, lang)}</time>
                  </p>
                  <p>{a.excerpt}</p>
                  {open && (
                    <div id={contentId} className="space-y-3">
                      {(t(`items.${a.id}.content`, { returnObjects: true }) as string[]).map((para) => (
                        <p key={para}>{para}</p>
                      ))}
                    </div>
                  )}
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-expanded={open}
                    aria-controls={open ? contentId : undefined}
                    onClick={() => toggle(a.id)}
                  >
                    {open ? t('readLess') : t('readMore')}
                    <span className="sr-only">: {a.title}</span>
                  </button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
