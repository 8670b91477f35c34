import { CookieJar } from './test-app';

/**
 * A tiny browser stand-in for flows that cross servers (OIDC, payment redirects): it follows redirects by hand
 * and keeps cookies per host, the way a browser would.
 */
export class BrowserLike {
  private jars = new Map<string, CookieJar>();

  private jarFor(url: URL): CookieJar {
    let jar = this.jars.get(url.host);
    if (!jar) this.jars.set(url.host, (jar = new CookieJar()));
    return jar;
  }

  cookieHeader(url: URL): string {
    return this.jarFor(url).header();
  }

  private store(url: URL, res: Response): void {
    this.jarFor(url).store(res.headers.getSetCookie());
  }

  /** Requests a URL and follows redirects; returns the final response and the list of URLs visited. */
  async go(start: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}, maxHops = 15) {
    let url = new URL(start);
    let method = init.method ?? 'GET';
    let body = init.body;
    let headers = init.headers ?? {};
    const visited: string[] = [];
    for (let hop = 0; hop < maxHops; hop++) {
      visited.push(url.href);
      const res = await fetch(url, { method, body, redirect: 'manual', headers: { ...headers, cookie: this.cookieHeader(url) } });
      this.store(url, res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url);
        method = 'GET';
        body = undefined;
        headers = {};
        continue;
      }
      return { res, url, visited };
    }
    throw new Error(`too many redirects: ${visited.join(' -> ')}`);
  }
}
