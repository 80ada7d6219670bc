import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { AppError } from '../../../platform/http/errors.ts';

/** Where an upload waits while it is checked: named by process, so each process (a test worker) can tell its own files. */
export const uploadTempPrefix = `nordlys-upload-${process.pid}-`;
const uploadTempPath = () => path.join(tmpdir(), `${uploadTempPrefix}${randomUUID()}`);

export type ReceivedFile = { path: string; size: number; fields: Record<string, string>; remove: () => Promise<void> };

const refused = (key: string, status = 400, params: Record<string, string | number> = {}) => new AppError(status, 'badUpload', key, params, 'file');

/** A name a browser may send: no folders, no control characters (the stored name never comes from it). */
const safeName = (name: string) => !/[\\/]/.test(name) && !name.includes('..') && ![...name].some((c) => c.charCodeAt(0) < 32);

/**
 * Streams the one `file` part of a multipart upload to a temporary file, never into memory, and collects the small
 * text fields beside it. Refuses (4xx, nothing left behind) a missing, empty or oversized file, a second file and a
 * file name with a path in it. The caller must call `remove()` when done with the file.
 */
export async function receiveUpload(req: Request, maxBytes: number): Promise<ReceivedFile> {
  const file = uploadTempPath();
  const remove = () => rm(file, { force: true });
  const fields: Record<string, string> = {};
  let size = 0;
  let tooLarge = false;
  let saw = 0;
  let problem: AppError | null = null;
  let writing: Promise<void> | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, preservePath: true, limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 2000, parts: 25 } });
      } catch {
        reject(refused('media.errors.noFile'));
        return;
      }
      parser.on('file', (name, stream, info) => {
        saw++;
        if (name !== 'file' || saw > 1 || !safeName(info.filename ?? '')) {
          problem ??= refused(name !== 'file' ? 'media.errors.noFile' : saw > 1 ? 'media.errors.oneFile' : 'media.errors.fileName');
          stream.resume();
          return;
        }
        stream.on('data', (chunk: Buffer) => (size += chunk.length));
        stream.on('limit', () => (tooLarge = true));
        writing = pipeline(stream, createWriteStream(file, { flags: 'wx' }));
      });
      parser.on('field', (name, value) => (fields[name] = value));
      parser.on('filesLimit', () => (problem ??= refused('media.errors.oneFile')));
      parser.on('error', () => reject(refused('media.errors.noFile')));
      parser.on('close', () => resolve());
      req.on('aborted', () => reject(refused('media.errors.noFile')));
      req.pipe(parser);
    });
    if (writing) await writing;
    if (problem) throw problem;
    if (tooLarge) throw refused('media.errors.tooLarge', 413, { megabytes: Math.round(maxBytes / 1_000_000) });
    if (!writing) throw refused('media.errors.noFile');
    if (size === 0) throw refused('media.errors.empty');
    return { path: file, size, fields, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

export type ReceivedFiles = { files: { path: string; size: number }[]; fields: Record<string, string>; remove: () => Promise<void> };

/**
 * `receiveUpload` for a form that sends text and up to `maxFiles` files in `file` parts (a message with its
 * pictures): each file to its own temporary file; an empty part without a name (a file input left empty) is
 * skipped, so none at all is fine. Refuses (4xx, nothing left behind) more files, an oversized one and a file
 * name with a path in it. The caller must call `remove()` when done with the files.
 */
export async function receiveUploads(req: Request, maxBytes: number, maxFiles: number): Promise<ReceivedFiles> {
  const files: { path: string; size: number; tooLarge: boolean }[] = [];
  const remove = async () => {
    await Promise.all(files.map((f) => rm(f.path, { force: true })));
  };
  const fields: Record<string, string> = {};
  const writing: Promise<void>[] = [];
  let problem: AppError | null = null;
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, preservePath: true, limits: { files: maxFiles + 1, fileSize: maxBytes, fields: 20, fieldSize: 32_000, parts: maxFiles + 21 } });
      } catch {
        reject(refused('media.errors.noFile'));
        return;
      }
      parser.on('file', (name, stream, info) => {
        const fileName = info.filename ?? '';
        // A file input left empty still sends a part, without a name or bytes: skipped.
        if (name !== 'file' || !fileName) {
          stream.resume();
          return;
        }
        if (!safeName(fileName) || files.length >= maxFiles) {
          problem ??= refused(files.length >= maxFiles ? 'media.errors.tooManyFiles' : 'media.errors.fileName', 400, { max: maxFiles });
          stream.resume();
          return;
        }
        const file = { path: uploadTempPath(), size: 0, tooLarge: false };
        files.push(file);
        stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
        stream.on('limit', () => (file.tooLarge = true));
        writing.push(pipeline(stream, createWriteStream(file.path, { flags: 'wx' })));
      });
      parser.on('field', (name, value) => (fields[name] = value));
      parser.on('filesLimit', () => (problem ??= refused('media.errors.tooManyFiles', 400, { max: maxFiles })));
      parser.on('error', () => reject(refused('media.errors.noFile')));
      parser.on('close', () => resolve());
      req.on('aborted', () => reject(refused('media.errors.noFile')));
      req.pipe(parser);
    });
    await Promise.all(writing);
    if (problem) throw problem;
    if (files.some((f) => f.tooLarge)) throw refused('media.errors.tooLarge', 413, { megabytes: Math.round(maxBytes / 1_000_000) });
    if (files.some((f) => f.size === 0)) throw refused('media.errors.empty');
    return { files: files.map(({ path: p, size }) => ({ path: p, size })), fields, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
