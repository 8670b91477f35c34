import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthUser, UserStats } from '@shared/api';
import { getQueryFn } from './api';

export const AUTH_KEY = ['/api/auth/user'] as const;

/** Current user: a 401 means signed out (null), not an error, and is not retried. */
export function useAuth() {
  const q = useQuery<AuthUser | null>({ queryKey: AUTH_KEY, queryFn: getQueryFn({ on401: 'returnNull' }) });
  return { user: q.data ?? null, isLoading: q.isLoading, isAuthenticated: !!q.data };
}

export function useUserStats(enabled = true) {
  return useQuery<UserStats>({ queryKey: ['/api/user/stats'], enabled });
}

/** Sets document.title to "<page> · OddsLens". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const brand = t('common:brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
