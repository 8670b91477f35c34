import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { credentialsSchema } from '@shared/api';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { useDocumentTitle } from '../../lib/hooks';
import { errorMessage } from '../../lib/errors';
import type { SignInMode } from './api';
import { bodyProblem } from './form-checks';
import { useAuthProvidersQuery, useSignInMutation } from './hooks';

/** Only same-site relative paths are followed after sign-in (mirrors the server's safeNext). */
export function safeNext(next: string | null): string {
  return next && /^\/(?![/\\])[\w\-./?=&%#,]*$/.test(next) ? next : '/';
}

/**
 * What the form refuses before asking the server, worded as the server's answer would be: the body schema the
 * server validates with (VALIDATION_FAILED), and for a new account the minimum length it enforces (WEAK_PASSWORD).
 */
export function credentialsProblem(mode: SignInMode, credentials: { email: string; password: string }) {
  return bodyProblem(credentialsSchema, credentials, mode === 'signup' ? credentials.password : undefined);
}

export function SignInForm({ next, initialMode }: { next: string; initialMode: SignInMode }) {
  const { t } = useTranslation(['auth', 'account']);
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const providers = useAuthProvidersQuery();
  const signIn = useSignInMutation();
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  useDocumentTitle(mode === 'signin' ? t('signInTitle') : t('signUpTitle'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const credentials = { email: email.trim(), password };
    const problem = credentialsProblem(mode, credentials);
    if (problem) {
      setError(t(problem));
      return;
    }
    signIn.mutate(
      { mode, credentials },
      {
        onSuccess: () => navigate(next, { replace: true }),
        onError: (err) => setError(errorMessage(t, err)),
      },
    );
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
          <form onSubmit={submit} className="space-y-4" noValidate>
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
            <button type="submit" className="btn-primary w-full" disabled={signIn.isPending || signIn.isSuccess}>
              {signIn.isPending || signIn.isSuccess ? t('working') : mode === 'signin' ? t('signInButton') : t('signUpButton')}
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
        <p className="text-xs muted" data-testid="signup-terms">
          <Trans
            t={t}
            i18nKey="adultNote"
            components={{ terms: <Link href="/terms" className="link" />, privacy: <Link href="/privacy" className="link" /> }}
          />
        </p>
      </div>
    </div>
  );
}
