import type { TrackRecord, UserStats } from '@shared/api';
import { scoreTrackRecord } from './track-record';
import { likeliestOutcome } from './pick';
import type { Language, PredictionResult } from '@shared/prediction';
import { AppError } from '../../errors';
import { newId, nowIso, sha256Hex } from '../../lib/ids';
import type { AnalysisQueue } from '../../pipeline/analysis-job';
import { MissingObjectError, readingFailureCode } from '../../pipeline/job-errors';
import { messages } from '../../i18n/messages';
import type { Logger } from '../../lib/logger';
import { defaultNames, russianTeams, type NameLookup } from '../../analysis/names';
import type { PredictionsRepository } from '../../repositories/predictions.repository';
import type { UsersRepository } from '../../repositories/users.repository';
import { isSubscriptionActive, type SubscriptionsRepository } from '../../repositories/subscriptions.repository';
import { periodKey, periodResetAt, type PlatformSettings, usedInPeriod } from '../settings';
import { objectIdFromUrl, type UploadsService } from '../uploads';
import type { UploadsRepository } from '../../repositories/uploads.repository';
import { historySummary, presentProcessed } from './predictions.presenter';
import { presentSubscription } from '../billing';
import type { ExtractResponse, ReadingFailureCode, ReadMatch, ScreenshotReading } from '@shared/reading';
import type { ProcessResponse, ProgressEvent, UserEditField } from '@shared/api';
import type { UploadsTable } from '../../db/schema';
import type { ReadingLimiter } from './reading-limiter';
import type { ReadAhead } from './read-ahead';
import { marketComplete, parseConfirmedMatch, userEdits } from './confirmed-match';

/** A reading's progress; `screenshot` names the one just read where that is known (the web app marks it done). */
type ReadingProgress = ProgressEvent & { screenshot?: number };

/** A reading stored with its upload, or null when the upload has not been read yet. */
function storedReading(row: UploadsTable): ScreenshotReading | null {
  return row.reading_json ? (JSON.parse(row.reading_json) as ScreenshotReading) : null;
}

/** Readings are stored per upload; in an answer each match carries its screenshot's place in this request. */
function placeReading(reading: ScreenshotReading, screenshot: number): ScreenshotReading {
  return {
    ...reading,
    matches: reading.matches.map((m): ReadMatch => ({ ...m, screenshot, id: m.id.replace(/^s\d+-/, `s${screenshot}-`) })),
  };
}

/**
 * An image gone by the time the job ran (whichever queue ran it) is the user's NO_IMAGES, like a foreign one; a
 * reading that took too long is READING_TIMEOUT (worth another try), not a server error.
 */
function missingAsNoImages(err: unknown): never {
  if (err instanceof MissingObjectError) throw new AppError('NO_IMAGES');
  if (readingFailureCode(err) === 'READING_TIMEOUT') throw new AppError('READING_TIMEOUT');
  throw err;
}

export function predictionsService(deps: {
  users: UsersRepository;
  predictions: PredictionsRepository;
  subscriptions: SubscriptionsRepository;
  uploadsRepo: UploadsRepository;
  uploads: UploadsService;
  settings: PlatformSettings;
  queue: AnalysisQueue;
  limiter: ReadingLimiter;
  /** Readings started at upload (read-ahead.ts); without it every upload is read when asked for. */
  readAhead?: Pick<ReadAhead, 'pending'>;
  /** Decides which day or month a free prediction counts in; tests move it across the UTC boundary. */
  clock?: () => Date;
  /** Where a screenshot's failed reading is logged. */
  logger?: Pick<Logger, 'warn'>;
  /** The clubs' Russian names for the review (the analysis's own, analysis/names.ts); tests may pass their own. */
  names?: () => NameLookup | null;
}) {
  const { users, predictions, subscriptions, uploadsRepo, uploads, settings, queue, limiter, readAhead, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The gazetteer is read on the first reading answered, not at start.
  const names = deps.names ?? defaultNames;

  /**
   * The readings under way for these URLs by object id. Taken before the rows are loaded (a reading that finishes
   * in between is then in its row) and used only for rows proved to be the caller's.
   */
  function readingsUnderway(imageUrls: string[]): Map<string, Promise<ScreenshotReading | null>> {
    const underway = new Map<string, Promise<ScreenshotReading | null>>();
    for (const url of imageUrls) {
      const id = objectIdFromUrl(url);
      const pending = id ? readAhead?.pending(id) : null;
      if (id && pending) underway.set(id, pending);
    }
    return underway;
  }

  /** The live uploads behind the URLs, in order and without repeats; another user's object counts as missing. */
  async function ownedUploads(userId: string, imageUrls: string[]) {
    if (imageUrls.length === 0) throw new AppError('NO_IMAGES');
    const ids = [...new Set(imageUrls.map((url) => objectIdFromUrl(url)))];
    if (ids.some((id) => id === null)) throw new AppError('NO_IMAGES');
    const objectIds = ids as string[];
    const found = await Promise.all(objectIds.map((id) => uploadsRepo.findLive(id)));
    // Nobody can read, analyse (or probe) images they did not upload.
    if (found.some((row) => !row || row.owner_id !== userId)) throw new AppError('NO_IMAGES');
    return { objectIds, rows: found as UploadsTable[] };
  }

  async function hasSubscription(userId: string): Promise<boolean> {
    return isSubscriptionActive(await subscriptions.latestForUser(userId));
  }

  async function trackRecord(userId?: string): Promise<TrackRecord> {
    const [settled, picks] = await Promise.all([predictions.settledCounts(userId), predictions.pickCounts(userId)]);
    return scoreTrackRecord(settled, picks);
  }

  return {
    hasSubscription,

    trackRecord,

    async stats(userId: string): Promise<UserStats> {
      const [user, sub, limit, period, total, record] = await Promise.all([
        users.findById(userId),
        subscriptions.latestForUser(userId),
        settings.freePredictionLimit(),
        settings.freePredictionPeriod(),
        predictions.countForUser(userId),
        trackRecord(userId),
      ]);
      const active = isSubscriptionActive(sub);
      const now = clock();
      const used = user ? usedInPeriod(period, now, user) : 0;
      return {
        // Pro has no count: null, and `unlimited` says so (the API answered -1 before issue 50).
        remainingPredictions: active ? null : Math.max(0, limit - used),
        unlimited: active,
        hasSubscription: active,
        freePredictionLimit: limit,
        freePredictionPeriod: period,
        freePredictionsResetAt: periodResetAt(period, now)?.toISOString() ?? null,
        usedPredictions: used,
        totalPredictions: total,
        subscription: presentSubscription(sub),
        trackRecord: record,
      };
    },

    /**
     * The review step's read: every match on every screenshot, with boxes, no analysis, no quota. Each upload is
     * read once while it lives; its reading is stored with it and reused here and by process. Each screenshot is
     * read on its own: one that fails (too slow, or any other failure of its reading) is marked with its reason and
     * left unstored, the others' readings come through, and asking again reads only that one (issue 50). Only when
     * every screenshot failed is the answer an error.
     */
    async extract(input: {
      userId: string;
      imageUrls: string[];
      /** The language of each failed screenshot's message. */
      language?: Language;
      onProgress?: (p: ReadingProgress) => void;
    }): Promise<ExtractResponse> {
      const underway = readingsUnderway(input.imageUrls);
      const { objectIds, rows } = await ownedUploads(input.userId, input.imageUrls);
      const release = limiter.acquire(input.userId);
      try {
        const known = rows.map(storedReading);
        const failed: (ReadingFailureCode | null)[] = rows.map(() => null);
        const total = rows.length;
        let done = known.filter(Boolean).length;
        input.onProgress?.({ stage: 'reading', done, total });
        const oneMore = (screenshot: number) => input.onProgress?.({ stage: 'reading', done: ++done, total, screenshot });
        const indices = (test: (i: number) => boolean) => rows.map((_, i) => i).filter(test);
        const readOne = async (i: number) => {
          try {
            const { readings } = await queue.read({ kind: 'read', storageKeys: [rows[i]!.storage_key] });
            known[i] = readings[0]!;
            failed[i] = null;
            await uploadsRepo.saveReading(objectIds[i]!, JSON.stringify(readings[0]));
            oneMore(i);
          } catch (err) {
            // An image gone is the whole request's NO_IMAGES; any other failure is this screenshot's alone.
            if (err instanceof MissingObjectError) throw new AppError('NO_IMAGES');
            failed[i] = readingFailureCode(err);
            logger?.warn({ err, objectId: objectIds[i] }, 'reading a screenshot failed');
          }
        };
        // Readings started at upload are waited for while the others are read.
        await Promise.all([
          ...indices((i) => !known[i] && underway.has(objectIds[i]!)).map(async (i) => {
            const reading = await underway.get(objectIds[i]!)!;
            if (!reading) return;
            known[i] = reading;
            oneMore(i);
          }),
          ...indices((i) => !known[i] && !underway.has(objectIds[i]!)).map(readOne),
        ]);
        // One that failed ahead is read now, like any other.
        await Promise.all(indices((i) => !known[i] && !failed[i]).map(readOne));
        if (failed.every(Boolean)) throw new AppError(failed[0]!);
        const text = messages(input.language ?? 'en').errors;
        const placed = known.map((r, i) => (r ? placeReading(r, i) : null));
        const lookup = names();
        // Each side's Russian name as the analysis will name it, so the review and the results show one name.
        const matches = placed
          .flatMap((r) => r?.matches ?? [])
          .map((m): ReadMatch => ({ ...m, russianTeams: russianTeams(m.teams, m.canonicalTeams, lookup) }));
        if (matches.length === 0 && !failed.some(Boolean)) throw new AppError('UNREADABLE_IMAGE');
        return {
          screenshots: rows.map((row, i) => {
            const code = failed[i];
            return {
              imageUrl: `/objects/uploads/${objectIds[i]}`,
              // A screenshot not read has its upload's size, so the review still shows it.
              width: placed[i]?.width ?? row.width,
              height: placed[i]?.height ?? row.height,
              ...(code ? { error: { code, message: text[code] } } : {}),
            };
          }),
          matches,
          warnings: [...new Set(placed.flatMap((r) => r?.warnings ?? []))],
        };
      } finally {
        release();
      }
    },

    /**
     * The product's main call. The free allowance is reserved atomically before the (slow) analysis and
     * given back if the analysis fails, reads nothing, or ends without a full market (a team or a price unread:
     * stored uncharged), so only a complete analysis consumes one. With `match` the engine takes exactly the
     * user's confirmed values; `match` without images is manual entry.
     */
    async process(input: {
      userId: string;
      imageUrls?: string[];
      match?: unknown;
      language: Language;
      requestId: string | null;
      onProgress?: (p: ProgressEvent) => void;
    }): Promise<ProcessResponse> {
      if (input.requestId) {
        const previous = await predictions.findByRequestId(input.requestId);
        if (previous && previous.user_id === input.userId) return presentProcessed(previous);
      }
      // Bad input is refused before anything is reserved or read.
      const match = input.match === undefined ? null : parseConfirmedMatch(input.match);
      const imageUrls = input.imageUrls ?? [];
      if (imageUrls.length === 0 && !match) throw new AppError('NO_IMAGES');
      const underway = readingsUnderway(imageUrls);
      const { objectIds, rows } = imageUrls.length ? await ownedUploads(input.userId, imageUrls) : { objectIds: [], rows: [] };
      const fromIndex = match?.fromMatch && rows.length ? Number(/^s(\d)/.exec(match.fromMatch)![1]) : null;
      if (fromIndex !== null && fromIndex >= rows.length) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ path: 'match.fromMatch', code: 'invalid', message: 'no such screenshot' }],
        });
      }

      const subscribed = await hasSubscription(input.userId);
      let reserved = false;
      // The period is fixed at reservation, so a release after midnight gives back to the day that was charged.
      let chargedPeriod: string | null = null;
      if (!subscribed) {
        const [limit, period] = await Promise.all([settings.freePredictionLimit(), settings.freePredictionPeriod()]);
        chargedPeriod = periodKey(period, clock());
        reserved = await users.reserveFreePrediction(input.userId, limit, chargedPeriod);
        if (!reserved) throw new AppError('QUOTA_EXHAUSTED');
      }

      let keepReservation = false;
      try {
        const known = rows.map(storedReading);
        const wanted = (i: number) => !match || i === fromIndex;
        const toRead = rows.map((_, i) => i).filter((i) => !known[i] && wanted(i));
        let already = match ? 0 : rows.length - toRead.length;
        const total = match ? toRead.length : rows.length;
        if (total > 0) input.onProgress?.({ stage: 'reading', done: already, total });
        // Readings started at upload are waited for; the job reads only what is still missing after them.
        await Promise.all(
          toRead
            .filter((i) => underway.has(objectIds[i]!))
            .map(async (i) => {
              const reading = await underway.get(objectIds[i]!)!;
              if (!reading) return;
              known[i] = reading;
              input.onProgress?.({ stage: 'reading', done: ++already, total });
            }),
        );
        const outcome = await queue
          .run(
            {
              kind: 'analyze',
              storageKeys: rows.map((r) => r.storage_key),
              language: input.language,
              known,
              ...(match ? { match, readOnly: fromIndex === null ? [] : [fromIndex] } : {}),
            },
            (p) => {
              if (p.stage === 'analysing') input.onProgress?.(p);
              else if (p.done > 0) input.onProgress?.({ stage: 'reading', done: already + p.done, total });
            },
          )
          .catch(missingAsNoImages);
        await Promise.all(
          (outcome.readings ?? []).map(async (r, i) => {
            if (r && !known[i]) await uploadsRepo.saveReading(objectIds[i]!, JSON.stringify(r));
          }),
        );
        if (!outcome.usable) throw new AppError('UNREADABLE_IMAGE');

        const complete = marketComplete(outcome.result);
        // An incomplete reading of screenshots is kept but not charged: the user completes it on the review screen.
        const charged = reserved && (complete || !!match);
        let edits: UserEditField[] = [];
        if (match && fromIndex !== null) {
          const reading = outcome.readings?.[fromIndex] ?? known[fromIndex];
          const read = reading ? placeReading(reading, fromIndex).matches.find((m) => m.id === match.fromMatch) : undefined;
          edits = userEdits(match, read ?? null);
        }
        const source = match && rows.length === 0 ? 'manual' : 'screenshots';
        const stored = { ...outcome.result, source, userEdits: edits } satisfies PredictionResult & Partial<ProcessResponse>;
        const id = newId();
        const createdAt = nowIso();
        const resultJson = JSON.stringify(stored);
        await predictions.insert({
          id,
          user_id: input.userId,
          created_at: createdAt,
          language: input.language,
          sport: outcome.result.sport,
          overall_confidence: outcome.result.overallConfidence,
          result_json: resultJson,
          content_hash: sha256Hex(resultJson),
          request_id: input.requestId,
          charged_free: charged ? 1 : 0,
          outcome: null,
          outcome_at: null,
          summary_json: JSON.stringify(historySummary(id, createdAt, outcome.result)),
          recommended_option: outcome.result.recommendedOption,
          likeliest_outcome: likeliestOutcome(outcome.result)?.key ?? null,
        });
        keepReservation = charged;
        if (objectIds.length) await uploads.discard(objectIds);
        return { ...stored, id, createdAt, charged, complete };
      } finally {
        if (reserved && !keepReservation) await users.releaseFreePrediction(input.userId, chargedPeriod);
      }
    },

    history: (userId: string) => predictions.historyForUser(userId),

    async recordOutcome(userId: string, id: string, outcome: string): Promise<void> {
      if (!(await predictions.setOutcome(id, userId, outcome, nowIso()))) throw new AppError('NOT_FOUND');
    },
  };
}
export type PredictionsService = ReturnType<typeof predictionsService>;
