import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MediaStorage } from './index.ts';
import { RangeNotSatisfiable, spanOf } from './range.ts';

const types: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.mp4': 'video/mp4' };

/** Media on local disk under `root`: one file per key, written to a temporary name and renamed into place. */
export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, source) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      if ('path' in source) await copyFile(source.path, partial);
      else await writeFile(partial, source.buffer);
      await rename(partial, file);
    },
    async get(key, range) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = types[path.extname(file)] ?? 'application/octet-stream';
      if (!range) return { stream: createReadStream(file), size: info.size, contentType };
      const span = spanOf(range, info.size);
      if (!span) throw new RangeNotSatisfiable(info.size);
      return { stream: createReadStream(file, span), size: info.size, contentType, range: span };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
