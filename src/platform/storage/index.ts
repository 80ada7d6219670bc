import type { Readable } from 'node:stream';
import path from 'node:path';
import { createLocalStorage } from './local.ts';
import type { ByteRange } from './range.ts';

export { RangeNotSatisfiable, type ByteRange } from './range.ts';

/** A stored object: its bytes (only the asked range of them, when `range` is set), the whole object's size and its type. */
export type StoredObject = { stream: Readable; size: number; contentType: string; range?: { start: number; end: number } };

/**
 * Where uploaded media live. Keys are relative paths such as `pictures/ab/abcdef….webp`; content-addressed keys
 * never change, so an object is written once and served with long-lived cache headers. Local disk
 * (`<DATA_DIR>/media`) is the default; with several web dynos production sets `MEDIA_S3_*` for a shared bucket.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores a file (by path, streamed) or bytes at `key`, replacing what was there. */
  put(key: string, source: { path: string } | { buffer: Buffer }, contentType: string): Promise<void>;
  /**
   * The object's bytes as a stream with its size and type, or null when there is none. With a range, only those
   * bytes (`range` says which); RangeNotSatisfiable when none of them are there.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the objects; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
}

export type StorageConfig = { dataDir: string; s3?: S3Settings | undefined };
export type S3Settings = { bucket: string; endpoint?: string | undefined; region: string; accessKeyId?: string | undefined; secretAccessKey?: string | undefined; forcePathStyle: boolean };

let current: MediaStorage | null = null;

/** Chooses the storage once at start-up (boot.ts); S3 when a bucket is configured, else local disk. */
export async function configureStorage(config: StorageConfig): Promise<MediaStorage> {
  if (config.s3) {
    const { createS3Storage } = await import('./s3.ts');
    current = createS3Storage(config.s3);
  } else {
    current = createLocalStorage(path.join(config.dataDir, 'media'));
  }
  return current;
}

/** The storage chosen at start-up. */
export function mediaStorage(): MediaStorage {
  if (!current) throw new Error('Media storage is not configured (configureStorage at start-up)');
  return current;
}

/** Tests and tools: use this storage from now on. */
export function useStorage(storage: MediaStorage): void {
  current = storage;
}
