import fs from 'node:fs';
import path from 'node:path';
import { authed, uploadImage } from './accounts';
import type { CookieJar, TestApp } from './test-app';

/** What the review suites (review-*.test.ts) share: corpus screenshots and the calls their tests make. */

const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/corpus/synthetic-dev');
export const sample = (name: string) => fs.readFileSync(path.join(CORPUS, name));
export const EVENT = 'dev-001-desktopEvent.png'; // Valencia - Sevilla, 2.28 / 3.73 / 2.97
export const EVENT_RU = 'dev-007-desktopEvent.png';
export const STATS_ONLY = 'dev-005-statsOnly.png'; // teams, no prices

/** A gradient with nothing to read on it. */
export const GRADIENT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g">' +
  '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#999"/></linearGradient></defs>' +
  '<rect width="400" height="300" fill="url(#g)"/></svg>';

/** Upload, post, stats and user id against the suite's app (looked up on each call, once beforeAll has started it). */
export function reviewCalls(app: () => TestApp) {
  const upload = async (jar: CookieJar, name: string | Buffer) =>
    (await uploadImage(app(), jar, typeof name === 'string' ? sample(name) : name)).put.json().objectPath as string;
  const post = (jar: CookieJar, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().app.inject({ method: 'POST', url, payload: payload as object, headers: authed(jar, headers) });
  const stats = async (jar: CookieJar) => (await app().app.inject({ url: '/api/user/stats', headers: authed(jar) })).json();
  const userId = async (email: string) => (await app().repos.users.findByEmail(email))!.id;
  return { upload, post, stats, userId };
}
