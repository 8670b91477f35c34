/**
 * Signed upload URLs asked for when screenshots are chosen, so pressing Analyse goes straight to the PUT instead of
 * first waiting a round trip for a URL (on a phone's link that round trip is tens of ms). Creating a URL stores
 * nothing on the server; an unused one simply expires.
 *
 * A spare is used only by the user it was signed for (the PUT is refused for anyone else), once (the server takes
 * each URL once), and only while most of its lifetime is left, so a slow upload cannot outlive it where a fresh URL
 * would not.
 */
export interface UploadUrlSupply {
  /** Asks for URLs until `count` spares are held for this user (earlier users' spares are dropped). */
  prefetch(userId: string, count: number): void;
  /** A fresh spare for this user, or a new URL from the server. */
  take(userId: string): Promise<string>;
}

/** The share of its lifetime a spare must have left to be used. */
const FRESH_SHARE = 0.8;

interface Spare {
  url: string;
  fetchedAt: number;
  expiresAt: number;
}

/** `expires` of a signed upload URL, in ms (0 when it has none: such a URL is never kept). */
function expiryOf(url: string): number {
  const seconds = Number(new URL(url, 'http://localhost').searchParams.get('expires'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export function uploadUrlSupply(fetchUrl: () => Promise<string>, now: () => number = Date.now): UploadUrlSupply {
  let owner: string | null = null;
  let spares: Promise<Spare | null>[] = [];

  const fresh = (s: Spare | null): s is Spare => !!s && s.expiresAt - now() >= FRESH_SHARE * (s.expiresAt - s.fetchedAt);

  return {
    prefetch(userId, count) {
      if (owner !== userId) {
        owner = userId;
        spares = [];
      }
      while (spares.length < count) {
        const fetchedAt = now();
        spares.push(
          fetchUrl().then(
            (url) => ({ url, fetchedAt, expiresAt: expiryOf(url) }),
            () => null, // a failed prefetch costs nothing: take() asks again
          ),
        );
      }
    },
    async take(userId) {
      while (owner === userId && spares.length > 0) {
        const spare = await spares.shift()!;
        if (fresh(spare)) return spare.url;
      }
      return fetchUrl();
    },
  };
}
