// The file-storage adapter: where attachment files live. The default keeps them on disk under the data
// folder (DATA_DIR/files); another store (an object store shared by several instances) implements the
// same three calls. Keys are made by the server (attachment-key.ts), never from an uploaded name.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  /** Keeps the bytes under a new key; the file is complete or not there at all. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes a key; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case folders and a name with an extension: nothing that could leave the store's folder. */
const KEY = /^[a-z0-9]+(?:[/_-][a-z0-9]+)*\.[a-z0-9]{2,5}$/;

export function assertStoreKey(key: string): void {
  if (!KEY.test(key) || key.split('/').length > 6) throw new Error(`Not a file store key: ${JSON.stringify(key).slice(0, 80)}`);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export function diskFileStore(root: string): FileStore {
  const at = (key: string) => {
    assertStoreKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = at(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file under the real key.
      const aside = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(aside, bytes, { flag: 'wx' });
        await rename(aside, target);
      } catch (error) {
        await rm(aside, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(at(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(at(key));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
  };
}

/** DATA_DIR/files: beside the database folder, so one backup of the data folder holds both. */
export const defaultFileRoot = (dataDir: string) => path.resolve(dataDir, 'files');
