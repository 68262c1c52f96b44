import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
};

const KEY = /^[a-z-]+\/[0-9a-f-]{36}$/;

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(root, key);
  };
  return {
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
