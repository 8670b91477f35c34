import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { queryClient } from './lib/api';
import { useAuth } from './features/account/hooks';
import { ToastProvider, useToast } from './components/toast';
import { BootSpinner, Spinner } from './components/spinner';
import { Layout } from './components/layout';
import { ErrorBoundary } from './components/error-boundary';
import { PredictionRoute as Prediction, ReviewScreenRoute as ReviewScreen } from './lib/route-modules';
import { APP_PATHS } from '@shared/app-routes';

const Landing = lazy(() => import('./routes/landing'));
const MainScreen = lazy(() => import('./features/main/main-screen'));
const SignIn = lazy(() => import('./routes/signin'));
const History = lazy(() => import('./routes/history'));
const Analytics = lazy(() => import('./routes/analytics'));
const Tips = lazy(() => import('./routes/tips'));
const Articles = lazy(() => import('./routes/articles'));
const Subscribe = lazy(() => import('./routes/subscribe'));
const Pricing = lazy(() => import('./routes/pricing'));
const Admin = lazy(() => import('./routes/admin'));
const Legal = lazy(() => import('./routes/legal'));
const HelpCenter = lazy(() => import('./routes/help-center'));
const Contact = lazy(() => import('./routes/contact'));
const Status = lazy(() => import('./routes/status'));
const HowItWorks = lazy(() => import('./routes/how-it-works'));
const ApiDocs = lazy(() => import('./routes/api-docs'));
const NotFound = lazy(() => import('./routes/not-found'));
const Account = lazy(() => import('./routes/account'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const ResetPassword = lazy(() => import('./routes/reset-password'));

function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const [location] = useLocation();
  // The query is part of where to return (the review screen keeps its uploads there).
  const search = useSearch();
  const next = search ? `${location}?${search}` : location;
  if (!isAuthenticated) return <Redirect to={`/signin?next=${encodeURIComponent(next)}`} replace />;
  return <>{children}</>;
}

/** Return from a payment page: ?success=true / ?canceled=true (spec section 4). */
function PaymentReturn() {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const success = params.get('success') === 'true';
    const canceled = params.get('canceled') === 'true';
    if (!success && !canceled) return;
    params.delete('success');
    params.delete('canceled');
    params.delete('session_id');
    const rest = params.toString();
    window.history.replaceState(null, '', window.location.pathname + (rest ? `?${rest}` : ''));
    if (success) {
      toast({ title: t('payment.successTitle'), description: t('payment.successText') });
      // The spec reloads the page; refetching the account data has the same effect and keeps the toast visible.
      void queryClient.invalidateQueries();
    } else {
      toast({ title: t('payment.canceledTitle'), description: t('payment.canceledText') });
    }
  }, [toast, t]);
  return null;
}

/**
 * A link to another page opens it at its top, as a full page load would: the single-page router kept the scroll
 * of the page left (the footer's 'How it works' opened that page scrolled past its title). Back and forward keep
 * the browser's own restoration, and a link to an anchor ('/#how-it-works') its target.
 */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  const returning = useRef(false);
  useEffect(() => {
    const onPop = () => {
      returning.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (returning.current) {
      returning.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo?.(0, 0);
  }, [location]);
  return null;
}

function Routes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner />;
  return (
    <Suspense fallback={<Spinner />}>
      <Switch>
        <Route path={APP_PATHS.home}>{isAuthenticated ? <MainScreen /> : <Landing />}</Route>
        <Route path={APP_PATHS.signin} component={SignIn} />
        <Route path={APP_PATHS.review}>
          <RequireAuth>
            <ReviewScreen />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.enter}>
          <RequireAuth>
            <ReviewScreen manual />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.history}>
          <RequireAuth>
            <History />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.analytics}>
          <RequireAuth>
            <Analytics />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.prediction}>
          <RequireAuth>
            <Prediction />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.tips}>
          <RequireAuth>
            <Tips />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.articles}>
          <RequireAuth>
            <Articles />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.admin}>
          <RequireAuth>
            <Admin />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.account}>
          <RequireAuth>
            <Account />
          </RequireAuth>
        </Route>
        <Route path={APP_PATHS.verifyEmail} component={VerifyEmail} />
        <Route path={APP_PATHS.resetPassword} component={ResetPassword} />
        <Route path={APP_PATHS.subscribe}>{isAuthenticated ? <Subscribe /> : <Redirect to="/" replace />}</Route>
        <Route path={APP_PATHS.pricing} component={Pricing} />
        <Route path={APP_PATHS.terms}>
          <Legal doc="terms" />
        </Route>
        <Route path={APP_PATHS.privacy}>
          <Legal doc="privacy" />
        </Route>
        <Route path={APP_PATHS.responsibleGambling}>
          <Legal doc="responsible" />
        </Route>
        <Route path={APP_PATHS.helpCenter} component={HelpCenter} />
        <Route path={APP_PATHS.contact} component={Contact} />
        <Route path={APP_PATHS.status} component={Status} />
        <Route path={APP_PATHS.howItWorks} component={HowItWorks} />
        <Route path={APP_PATHS.api} component={ApiDocs} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

/** The routes' error boundary, cleared when the user goes to another page. */
function RoutesBoundary() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Routes />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <Suspense fallback={<BootSpinner />}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <PaymentReturn />
          <ScrollToTopOnNavigate />
          {/* A page that fails (its code refused or offline) shows the message inside the layout; the layout's own
              failure, outside it. Either way, a reload button instead of a white page. */}
          <ErrorBoundary>
            <Layout>
              <RoutesBoundary />
            </Layout>
          </ErrorBoundary>
        </ToastProvider>
      </QueryClientProvider>
    </Suspense>
  );
}
