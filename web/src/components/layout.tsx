import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Moon, ScanSearch, Sun } from 'lucide-react';
import { useAuth, useAuthProvidersQuery, useUserStats } from '../features/account/hooks';
import { queryClient, isLanguageDependentKey } from '../lib/api';
import { allowanceRemaining, allowanceSummary } from '../lib/allowance';
import { useFreeAllowance } from '../features/billing/hooks';
import { applyTheme, initialTheme, type Theme } from '../lib/theme';
import { OperatorFooterLine } from '../features/operator/operator';
import { UserMenu } from './user-menu';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('nav.skipToContent')}
      </a>
      <TestModeNotice />
      <Header />
      {/* min-h-screen keeps the footer below the fold while a route loads, so it never jumps (layout shift). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-screen w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Shown on every page while the sandbox checkout is on, so nobody mistakes free Pro for a real payment. */
function TestModeNotice() {
  const providers = useAuthProvidersQuery();
  if (!providers.data?.paymentsSandbox) return null;
  return (
    <Suspense fallback={null}>
      <TestModeBanner />
    </Suspense>
  );
}

function TestModeBanner() {
  const { t } = useTranslation('account');
  return (
    <div
      role="status"
      data-testid="test-mode-banner"
      className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-slate-950"
    >
      <span className="mr-2 rounded bg-slate-950 px-1.5 py-0.5 text-xs tracking-wide text-amber-200">{t('testMode.badge')}</span>
      {t('testMode.text')}
    </div>
  );
}

function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const stats = useUserStats(!!user);
  const allowance = useFreeAllowance();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <nav aria-label={t('nav.main')} className="mx-auto flex max-w-5xl items-center gap-1.5 px-3 py-2 sm:gap-2 sm:px-6">
        <Link
          href="/"
          className="mr-auto flex items-center gap-2 rounded text-lg font-bold text-emerald-800 dark:text-emerald-300"
        >
          <ScanSearch aria-hidden="true" className="h-6 w-6" />
          <span>{t('brand')}</span>
        </Link>
        {user && stats.data && !stats.data.hasSubscription && (
          <span className="hidden text-sm muted sm:inline" data-testid="remaining-badge">
            {allowanceRemaining(t, stats.data)}
          </span>
        )}
        {!isLoading && !user && allowance.data && (
          <span className="hidden text-sm muted sm:inline" data-testid="allowance-note">
            {allowanceSummary(t, allowance.data)}
          </span>
        )}
        <LanguageSwitcher />
        <ThemeToggle />
        {isLoading ? (
          // Holds the sign-in button's place while the session loads, so the controls beside it do not shift.
          <span className="btn-primary invisible" aria-hidden="true">
            {t('nav.signIn')}
          </span>
        ) : user ? (
          <UserMenu email={user.email} isAdmin={user.role === 'admin'} />
        ) : (
          <Link href="/signin" className="btn-primary">
            {t('nav.signIn')}
          </Link>
        )}
      </nav>
    </header>
  );
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  const change = async (lng: 'en' | 'ru') => {
    if (lng === current) return;
    await i18n.changeLanguage(lng); // the detector caches it in localStorage and the cookie
    await queryClient.invalidateQueries({ predicate: (q) => isLanguageDependentKey(q.queryKey) });
  };
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
    >
      {(['en', 'ru'] as const).map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          title={t(`language.${lng}`)}
          onClick={() => void change(lng)}
          className={`min-h-11 min-w-10 px-2 text-sm font-semibold ${
            current === lng ? 'bg-emerald-700 text-white' : 'bg-white text-slate-800 dark:bg-slate-800 dark:text-slate-100'
          }`}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(() => initialTheme());
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="min-h-11 min-w-11 rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      aria-label={t('theme.toggle')}
      aria-pressed={theme === 'dark'}
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="mx-auto h-5 w-5" />
      ) : (
        <Moon aria-hidden="true" className="mx-auto h-5 w-5" />
      )}
    </button>
  );
}

function Footer() {
  const { t } = useTranslation();
  const links: [string, string][] = [
    ['/how-it-works', t('footer.howItWorks')],
    ['/pricing', t('footer.pricing')],
    ['/help-center', t('footer.help')],
    ['/contact', t('footer.contact')],
    ['/status', t('footer.status')],
    ['/api', t('footer.api')],
    ['/terms', t('footer.terms')],
    ['/privacy', t('footer.privacy')],
    ['/responsible-gambling', t('footer.responsible')],
  ];
  return (
    <footer className="border-t border-slate-200 bg-white py-8 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-5xl space-y-4 px-4 sm:px-6">
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {links.map(([href, label]) => (
              <li key={href}>
                <Link href={href} className="link">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex items-center gap-2 muted">
          <span className="badge bg-red-700 text-white">18+</span>
          <span>{t('footer.adult')}</span>
        </p>
        <p className="muted">
          {t('footer.entertainment')}{' '}
          <Link href="/responsible-gambling" className="link">
            {t('footer.responsibleLink')}
          </Link>
        </p>
        <p className="muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <OperatorFooterLine />
      </div>
    </footer>
  );
}

/** Back link to /, shown at the top of secondary pages. */
export function BackLink({ href = '/', label }: { href?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} className="mb-4 inline-flex min-h-11 items-center gap-1 link">
      <span aria-hidden="true">←</span> {label ?? t('actions.back')}
    </Link>
  );
}
