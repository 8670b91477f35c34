import type { AppConfig } from '../../config/config';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import type { UploadsRepository } from '../../repositories/uploads.repository';
import { AppError } from '../../errors';
import { newId, nowIso, sha256Hex } from '../../lib/ids';
import { signUploadGrant, verifyUploadGrant } from './signed-url';
import { validateImage, type ValidatedImage } from './image-validation';
import { MAX_FILES_PER_UPLOAD } from '@shared/api';
import { uploadBudget } from './upload-budget';

const OBJECT_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/;

/** Accepts the product path ('/objects/uploads/<id>') or an absolute URL ending in it; anything else is null. */
export function objectIdFromUrl(url: string): string | null {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  return OBJECT_PATH.exec(pathname.split('?')[0] ?? '')?.[1] ?? null;
}

export function uploadsService(deps: {
  config: AppConfig;
  storage: ObjectStorage;
  uploads: UploadsRepository;
  /** Told of each image once it is stored (reading at upload: predictions/read-ahead.ts); must not throw. */
  onStored?: (upload: { objectId: string; userId: string; storageKey: string }) => void;
}) {
  const { config, storage, uploads, onStored } = deps;
  const budget = uploadBudget(config.uploads.budget);

  /** The signed URL's grant for this user: throws unless it is genuine, unexpired and not used yet. */
  async function checkGrant(input: { objectId: string; userId: string; expires: string; signature: string }) {
    const expiresAt = Number(input.expires);
    if (!Number.isInteger(expiresAt)) throw new AppError('UPLOAD_URL_INVALID');
    const check = verifyUploadGrant(
      config.sessionSecret,
      { objectId: input.objectId, userId: input.userId, expiresAt },
      input.signature,
    );
    if (check === 'invalid') throw new AppError('UPLOAD_URL_INVALID');
    if (check === 'expired') throw new AppError('UPLOAD_URL_EXPIRED');
    // A signed URL is single-use: a replayed PUT cannot overwrite an image an analysis may be reading.
    if (await uploads.exists(input.objectId)) throw new AppError('UPLOAD_URL_INVALID');
  }

  /** One validated image under a new object id: the row first (its key claims the id), then the bytes. */
  async function store(objectId: string, userId: string, image: ValidatedImage) {
    const key = `uploads/${objectId}`;
    // The row is written first: its primary key claims the object id atomically, so of two concurrent PUTs to
    // one URL exactly one stores its bytes and the other gets the same clear error as a replay.
    try {
      await uploads.insert({
        id: objectId,
        owner_id: userId,
        storage_key: key,
        content_type: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        sha256: sha256Hex(image.data),
        created_at: nowIso(),
        deleted_at: null,
      });
    } catch (err) {
      if (await uploads.exists(objectId)) throw new AppError('UPLOAD_URL_INVALID');
      throw err;
    }
    try {
      await storage.put(key, image.data, image.contentType);
    } catch (err) {
      await uploads.remove(objectId);
      throw err;
    }
    return { objectPath: `/objects/${key}`, width: image.width, height: image.height, size: image.data.length };
  }

  return {
    createUploadUrl(userId: string): string {
      const objectId = newId();
      const expiresAt = Math.floor(Date.now() / 1000) + config.uploads.urlTtlSeconds;
      const signature = signUploadGrant(config.sessionSecret, { objectId, userId, expiresAt });
      return `${config.publicUrl}/uploads/${objectId}?expires=${expiresAt}&signature=${signature}`;
    },

    checkGrant,

    /**
     * Takes one of the user's upload slots (UPLOAD_LIMIT when none is free), before any byte of the body is read;
     * the caller releases it when the answer is sent.
     */
    takeUploadSlot: (userId: string) => budget.acquire(userId),

    /** Handles the PUT to a signed URL: verify, validate the bytes as an image, store once. */
    async receive(input: { objectId: string; userId: string; expires: string; signature: string; body: Buffer }) {
      await checkGrant(input);
      const image = await validateImage(input.body, config.uploads.maxImagePixels);
      const stored = await store(input.objectId, input.userId, image);
      onStored?.({ objectId: input.objectId, userId: input.userId, storageKey: `uploads/${input.objectId}` });
      return stored;
    },

    /**
     * Images shared into the installed app (POST /share-target): every file is validated as the signed upload path
     * validates one, and only when all pass are they stored, as the user's uploads. Nothing is half-written.
     */
    async receiveShared(userId: string, files: Buffer[]): Promise<{ objectPath: string }[]> {
      if (files.length === 0) throw new AppError('NO_IMAGES');
      if (files.length > MAX_FILES_PER_UPLOAD) throw new AppError('TOO_MANY_FILES');
      const images: ValidatedImage[] = [];
      for (const file of files) images.push(await validateImage(file, config.uploads.maxImagePixels));
      const stored: { objectPath: string }[] = [];
      try {
        for (const image of images) stored.push(await store(newId(), userId, image));
      } catch (err) {
        // All or nothing, even with retention on: the ones stored before the failure are removed again.
        const ids = stored.map((s) => objectIdFromUrl(s.objectPath)!);
        await uploads.markDeleted(ids);
        for (const id of ids) await storage.delete(`uploads/${id}`);
        throw err;
      }
      // Only once all are stored: a batch that failed halfway is never read.
      for (const s of stored) {
        const objectId = objectIdFromUrl(s.objectPath)!;
        onStored?.({ objectId, userId, storageKey: `uploads/${objectId}` });
      }
      return stored;
    },

    async read(objectId: string) {
      const row = await uploads.findLive(objectId);
      if (!row) return null;
      const data = await storage.get(row.storage_key);
      return data ? { row, data } : null;
    },

    /**
     * Deletes images uploaded before `before` that no analysis consumed, unless retention is configured. Bytes go
     * first and the row is marked after, so a storage failure leaves the row live for the next sweep.
     */
    async discardAbandoned(before: Date, batch = 200): Promise<number> {
      if (config.uploads.retain) return 0;
      let removed = 0;
      for (;;) {
        const rows = await uploads.liveStoredBefore(nowIso(before), batch);
        for (const row of rows) {
          await storage.delete(row.storage_key);
          await uploads.markDeleted([row.id]);
        }
        removed += rows.length;
        if (rows.length < batch) return removed;
      }
    },

    /** Originals are removed after analysis unless retention is configured: the product promises not to keep them. */
    async discard(objectIds: string[]): Promise<void> {
      if (config.uploads.retain) return;
      await uploads.markDeleted(objectIds);
      for (const id of objectIds) await storage.delete(`uploads/${id}`);
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
