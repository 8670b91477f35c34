import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { useAuth } from '../account/hooks';
import { resendVerification } from '../account/api';
import { errorMessage } from '../../lib/errors';

/**
 * The dashboard asks an account whose address is not confirmed yet to confirm it, with the link sent again on a
 * press (the same call as the account page's).
 */
export function VerifyEmailPrompt() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'sent' | 'error'; text: string }>({ kind: 'idle' });
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setState({ kind: 'busy' });
    try {
      await resendVerification();
      setState({ kind: 'sent', text: t('verify.sent', { email: user.email }) });
    } catch (err) {
      setState({ kind: 'error', text: errorMessage(t, err) });
    }
  };
  return (
    <section
      aria-labelledby="verify-title"
      className="card flex flex-col gap-3 border-amber-300 bg-amber-50 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950"
      data-testid="verify-email-prompt"
    >
      <MailWarning aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="min-w-0 flex-1">
        <h2 id="verify-title" className="font-semibold">
          {t('verify.title')}
        </h2>
        <p className="text-sm break-words">{t('verify.text', { email: user.email })}</p>
        {(state.kind === 'sent' || state.kind === 'error') && (
          <p role={state.kind === 'error' ? 'alert' : 'status'} className="mt-1 text-sm font-medium">
            {state.text}
          </p>
        )}
      </div>
      <button type="button" className="btn-secondary shrink-0" disabled={state.kind === 'busy'} onClick={() => void resend()}>
        {t('verify.resend')}
      </button>
    </section>
  );
}
