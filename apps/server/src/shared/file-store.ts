import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (deposit receipts, support attachments): a local
 * directory under DATA_DIR by default. The interface is what an
 * S3-compatible store would implement (put a body under a new key, read it
 * back as a stream, remove it); keys are opaque and never come from a client.
 */
export type FileStore = {
  put(folder: string, body: Buffer): Promise<string>;
  /** A new path to write an arriving upload to (on the store's own disk, so that keeping it is a rename). */
  incoming(): Promise<string>;
  /** Keeps a file written to an incoming() path under a new key of the folder (the path is gone after). */
  putReceived(folder: string, incomingPath: string): Promise<string>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
};

const KEY = /^[a-z-]+\/[0-9a-f-]{36}$/;
/** Where uploads are written while they arrive; what a crash leaves there is removed at the next start. */
const INCOMING = '.incoming';

export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key);
  };
  // Each process writes in a directory of its own, so that clearing what a dead one left never touches another's.
  const incomingDir = path.join(root, INCOMING, randomUUID());
  let incomingReady: Promise<unknown> | null = null;
  const newKey = async (folder: string) => {
    if (!/^[a-z-]+$/.test(folder)) throw new Error(`not a folder name: ${folder}`);
    const key = `${folder}/${randomUUID()}`;
    await mkdir(path.dirname(pathOf(key)), { recursive: true });
    return key;
  };
  return {
    async incoming() {
      incomingReady ??= mkdir(incomingDir, { recursive: true }).then(() => removeStale(path.join(root, INCOMING), path.basename(incomingDir)));
      await incomingReady;
      return path.join(incomingDir, randomUUID());
    },
    async putReceived(folder, incomingPath) {
      if (path.dirname(incomingPath) !== incomingDir) throw new Error(`not an incoming path: ${incomingPath}`);
      const key = await newKey(folder);
      await rename(incomingPath, pathOf(key));
      return key;
    },
    async put(folder, body) {
      if (!/^[a-z-]+$/.test(folder)) throw new Error(`not a folder name: ${folder}`);
      const key = `${folder}/${randomUUID()}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written to a temporary name first: a reader never sees half a file, and a crash leaves no key behind.
      const temporary = `${target}.part`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, target);
      return key;
    },
    async read(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Incoming directories of processes that ended a day ago or more (a crash mid-upload leaves one behind). */
async function removeStale(dir: string, own: string): Promise<void> {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name === own) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(path.join(dir, name), { recursive: true, force: true }).catch(() => undefined);
  }
}
