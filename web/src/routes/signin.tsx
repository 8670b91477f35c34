import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import type { AuthProviders, AuthUser } from '@shared/api';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { apiRequest, queryClient } from '../lib/api';
import { AUTH_KEY, useAuth, useDocumentTitle } from '../lib/hooks';
import { errorMessage } from '../lib/errors';

/** Only same-site relative paths are followed after sign-in (mirrors the server's safeNext). */
export function safeNext(next: string | null): string {
  return next && /^\/(?![/\\])[\w\-./?=&%#,]*$/.test(next) ? next : '/';
}

export default function SignIn() {
  const { t } = useTranslation(['auth', 'account']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const { isAuthenticated } = useAuth();
  const next = safeNext(new URLSearchParams(search).get('next'));
  const initialMode = new URLSearchParams(search).get('mode') === 'signup' ? 'signup' : 'signin';
  const [mode, setMode] = useState<'signin' | 'signup'>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const providers = useQuery<AuthProviders>({ queryKey: ['/api/auth/providers'] });
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  useDocumentTitle(mode === 'signin' ? t('signInTitle') : t('signUpTitle'));

  if (isAuthenticated) return <Redirect to={next} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (mode === 'signup' && password.length < MIN_PASSWORD_LENGTH) {
      setError(t('common:errors.WEAK_PASSWORD'));
      return;
    }
    setBusy(true);
    try {
      const user = await apiRequest<AuthUser>('POST', mode === 'signin' ? '/api/auth/signin' : '/api/auth/signup', {
        email: email.trim(),
        password,
      });
      queryClient.setQueryData(AUTH_KEY, user);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== AUTH_KEY[0] });
      navigate(next, { replace: true });
    } catch (err) {
      setError(errorMessage(t, err));
      setBusy(false);
    }
  };

  const passwordEnabled = providers.data?.password ?? true;
  const oidc = providers.data?.oidc ?? null;

  return (
    <div className="mx-auto max-w-md">
      <div className="card space-y-5">
        <h1 className="text-2xl font-bold">{mode === 'signin' ? t('signInTitle') : t('signUpTitle')}</h1>
        <p className="muted">{mode === 'signin' ? t('signInSubtitle') : t('signUpSubtitle')}</p>
        {oidc && (
          <a href={`/api/auth/oidc/start?next=${encodeURIComponent(next)}`} className="btn-secondary w-full">
            {t('continueWith', { name: oidc.name })}
          </a>
        )}
        {oidc && passwordEnabled && <p className="text-center text-sm muted">{t('or')}</p>}
        {passwordEnabled && (
          <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
            <div>
              <label htmlFor={emailId} className="mb-1 block font-medium">
                {t('email')}
              </label>
              <input
                id={emailId}
                type="email"
                autoComplete="email"
                required
                className="input"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={passwordId} className="mb-1 block font-medium">
                {t('password')}
              </label>
              <input
                id={passwordId}
                type="password"
                autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
                required
                minLength={mode === 'signup' ? MIN_PASSWORD_LENGTH : undefined}
                aria-describedby={mode === 'signup' ? hintId : undefined}
                className="input"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {mode === 'signup' && (
                <p id={hintId} className="mt-1 text-sm muted">
                  {t('passwordHint', { count: MIN_PASSWORD_LENGTH })}
                </p>
              )}
            </div>
            {mode === 'signin' && (
              <p className="text-sm">
                <Link href="/reset-password" className="link">
                  {t('account:forgotPassword')}
                </Link>
              </p>
            )}
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
                {error}
              </p>
            )}
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? t('working') : mode === 'signin' ? t('signInButton') : t('signUpButton')}
            </button>
          </form>
        )}
        {passwordEnabled && (
          <p className="text-center text-sm">
            {mode === 'signin' ? t('noAccount') : t('haveAccount')}{' '}
            <button
              type="button"
              className="link font-semibold"
              onClick={() => {
                setError(null);
                setMode(mode === 'signin' ? 'signup' : 'signin');
              }}
            >
              {mode === 'signin' ? t('switchToSignUp') : t('switchToSignIn')}
            </button>
          </p>
        )}
        <p className="text-xs muted">{t('adultNote')}</p>
      </div>
    </div>
  );
}
