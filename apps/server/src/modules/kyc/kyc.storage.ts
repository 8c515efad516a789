import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the documents' files are kept, by a random key the database holds: nothing of what
 * the player sent (its name) reaches the store. `get` rejects when the file is missing.
 */
export interface DocumentStore {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/** The key itself, once it is one the service makes (`<uuid>.jpg|png|pdf`): no path, no name of the player's. */
export function checkedStorageKey(key: string): string {
  if (!/^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

/** The files in a directory of the data directory, outside anything the web server serves. */
export function createDocumentStore(root: string): DocumentStore {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), checkedStorageKey(key));
  return {
    async put(key, content) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, content, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
