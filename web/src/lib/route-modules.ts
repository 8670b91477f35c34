import { lazyWithPreload } from './preloadable';

/**
 * The routes of the analyse flow, preloaded one step ahead: the review screen while the screenshots upload, the
 * results page while the review screen is open (see preloadable.ts for why). The namespaces are the ones each
 * route's first render asks for beyond 'common' and 'home'.
 */
export const ReviewScreenRoute = lazyWithPreload(() => import('../features/review/review-screen'), ['review']);
export const PredictionRoute = lazyWithPreload(() => import('../routes/prediction'), ['analysis', 'pro']);
