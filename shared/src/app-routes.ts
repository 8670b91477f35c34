/**
 * The web app's pages: the one list the web router (web/src/App.tsx) routes with and the server answers the
 * document's status from (issue 50): a path none of these patterns matches is the app's "not found" page, sent with
 * HTTP 404 so a crawler or a monitor sees what the visitor sees. Kept free of imports: the browser bundle loads it.
 */
export const APP_PATHS = {
  home: '/',
  signin: '/signin',
  review: '/review',
  enter: '/enter',
  history: '/history',
  analytics: '/analytics',
  prediction: '/predictions/:id',
  tips: '/tips',
  articles: '/articles',
  admin: '/admin',
  account: '/account',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  subscribe: '/subscribe',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  responsibleGambling: '/responsible-gambling',
  helpCenter: '/help-center',
  contact: '/contact',
  status: '/status',
  howItWorks: '/how-it-works',
  api: '/api',
} as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each pattern as the web router (wouter, through regexparam) matches it: case-insensitive, an optional trailing
 * slash, `:name` one non-empty segment.
 */
const MATCHERS: readonly RegExp[] = Object.values(APP_PATHS).map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .filter(Boolean)
        .map((segment) => (segment.startsWith(':') ? '/([^/]+?)' : `/${escapeRegExp(segment)}`))
        .join('')}/?$`,
      'i',
    ),
);

/** Whether the web app has a page at `pathname` (no query), decoded as the router decodes it (decodeURI). */
export function isAppPage(pathname: string): boolean {
  let path = pathname;
  try {
    if (path.includes('%')) path = decodeURI(path);
  } catch {
    // The router keeps a path it cannot decode as it is.
  }
  // Longer than any page's path: no pattern is tried on it.
  if (path.length > 512) return false;
  return MATCHERS.some((m) => m.test(path));
}
