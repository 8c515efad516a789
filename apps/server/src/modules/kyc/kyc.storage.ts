import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the documents' files are kept: a directory of the data directory, outside anything the
 * web server serves. A file is named by a random key the database holds; nothing of what the
 * player sent (its name) reaches the file system.
 */
export function createDocumentStore(root: string) {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key: string, content: Buffer): Promise<void> {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, content, { mode: 0o600, flag: 'wx' });
    },
    get: (key: string): Promise<Buffer> => readFile(pathOf(key)),
    remove: (key: string): Promise<void> => rm(pathOf(key), { force: true }),
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
