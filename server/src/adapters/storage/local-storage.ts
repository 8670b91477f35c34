import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { assertStorageKey, type ObjectStorage } from './object-storage';

/** Local disk storage. Writes go to a temporary file then rename, so a crash never leaves half an image. */
export function localStorage(rootDir: string): ObjectStorage {
  const fileFor = (key: string) => {
    assertStorageKey(key);
    return path.join(rootDir, key);
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      const handle = await fs.open(tmp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    async check() {
      await fs.mkdir(rootDir, { recursive: true });
      await fs.access(rootDir, fs.constants.W_OK);
    },
  };
}
