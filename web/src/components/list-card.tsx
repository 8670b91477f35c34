import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import { errorMessage } from '../lib/errors';

/**
 * A titled card showing a query's list: a spinner while it loads, the list, a coded error, or an empty note.
 * The admin dashboard's audit and message cards are this shape.
 */
export function ListCard<T>(props: {
  id: string;
  title: string;
  query: UseQueryResult<unknown>;
  items: T[] | undefined;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id, title, query, items, empty, children } = props;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {query.isLoading ? (
        <Spinner className="py-4" />
      ) : items && items.length > 0 ? (
        children(items)
      ) : query.isError ? (
        <p role="alert">{errorMessage(t, query.error)}</p>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}
