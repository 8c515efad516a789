import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup.error.js';

/** The files of a directory in a backup: each one's path under it, size and SHA-256. */
export interface FileTreeManifest {
  name: string;
  files: { path: string; bytes: number; sha256: string }[];
}

/** Private to the user who runs the backup: the files hold players' identity documents and money. */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  // mkdir's mode passes through the umask, and a directory that existed keeps its own.
  await chmod(dir, DIR_MODE);
}

/** Counts and hashes the bytes that pass. */
class FileDigest extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error: null, data: Buffer) => void) {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }
  get sha256() {
    return this.hash.digest('hex');
  }
}

/** Copies a file, creating `to` (never overwriting one), and returns its size and SHA-256. */
async function copyFile(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  const digest = new FileDigest();
  await pipeline(createReadStream(from), digest, createWriteStream(to, { mode: FILE_MODE, flags: 'wx' }));
  return { bytes: digest.bytes, sha256: digest.sha256 };
}

/** The regular files under `root`, as paths relative to it with `/` (none when it does not exist). */
async function listFiles(root: string, under = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, under), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** Whether a directory holds no file (a missing one holds none). */
export async function holdsNoFile(dir: string): Promise<boolean> {
  return (await listFiles(dir)).length === 0;
}

/** A path of the manifest inside `root`: a damaged or crafted manifest cannot reach outside the backup. */
export function inside(root: string, relative: string): string {
  const resolved = path.resolve(root, relative);
  if (path.isAbsolute(relative) || path.relative(root, resolved).startsWith('..'))
    throw new BackupError('damaged', `The manifest names a file outside the backup: ${relative}`);
  return resolved;
}

/** Copies the files of `source` into `<backup>/<name>/`. */
export async function backUpTree(source: string, backupDir: string, name: string): Promise<FileTreeManifest> {
  const files: FileTreeManifest['files'] = [];
  for (const relative of await listFiles(source)) {
    const to = inside(backupDir, `${name}/${relative}`);
    await makePrivateDir(path.dirname(to));
    files.push({ path: relative, ...(await copyFile(path.join(source, relative), to)) });
  }
  return { name, files };
}

/**
 * Copies a tree of the backup beside its target (same file system), checking each file
 * against the manifest; `commit` then puts it in the target's place in two renames, and
 * `discard` removes it. Until `commit`, the target is untouched.
 */
export async function stageTree(backupDir: string, tree: FileTreeManifest, target: string) {
  const staging = `${target}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    await makePrivateDir(staging);
    for (const file of tree.files) {
      const to = inside(staging, file.path);
      await makePrivateDir(path.dirname(to));
      const copied = await copyFile(inside(backupDir, `${tree.name}/${file.path}`), to);
      if (copied.bytes !== file.bytes || copied.sha256 !== file.sha256)
        throw new BackupError('damaged', `${tree.name}/${file.path} of the backup is not the file it backed up.`);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return {
    async commit() {
      const replaced = `${target}.replaced-${randomBytes(4).toString('hex')}`;
      const hadTarget = await rename(target, replaced).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      await rename(staging, target);
      if (hadTarget) await rm(replaced, { recursive: true, force: true });
    },
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}
