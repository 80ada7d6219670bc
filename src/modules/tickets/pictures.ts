import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { mediaStorage } from '../../platform/storage/index.ts';
import { processPicture } from '../media/index.ts';
import type { NewPicture, TicketPicture } from './repo.ts';

/** A ticket's picture may be this large; a camera's JPEG fits. */
export const maxPictureBytes = 15_000_000;
/** The blur media's pipeline makes of every picture (tickets never show the blurred one). */
const blurSigma = 20;

const picturesOnly = () => new AppError(415, 'badUpload', 'tickets.errors.picturesOnly', {}, 'file');
const tooLarge = () => new AppError(413, 'badUpload', 'tickets.errors.pictureTooLarge', { megabytes: maxPictureBytes / 1_000_000 }, 'file');
const tooMany = (max: number) => new AppError(400, 'badUpload', 'tickets.errors.tooManyPictures', { max }, 'file');
const badForm = () => new AppError(400, 'badRequest', 'common.errors.badRequest');

const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
// Markup a browser could run if the file were ever served as text (a polyglot file): refused, not cleaned.
const markup = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?php|\?xml)[\s>/]/i;

export type ReceivedForm = { fields: Record<string, string>; files: Buffer[] };

/**
 * A ticket's no-JavaScript form (multipart: its text fields and up to `maxFiles` `file` parts; the form token in
 * the query string): the fields, and each file's bytes (an empty file input sends an empty part: skipped).
 */
export async function receiveTicketForm(req: Request, maxFiles: number): Promise<ReceivedForm> {
  if (!req.is('multipart/form-data')) {
    // A urlencoded post (text alone, e.g. a client that drops the file input) still works.
    const body = (req.body ?? {}) as Record<string, unknown>;
    return { fields: Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string')), files: [] };
  }
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let problem: AppError | null = null;
  let seen = 0;
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: maxFiles + 1, fileSize: maxPictureBytes, fields: 20, fieldSize: 32_000, parts: maxFiles + 21 } });
    } catch {
      reject(badForm());
      return;
    }
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || !info.filename) return void stream.resume();
      if (++seen > maxFiles) {
        problem ??= tooMany(maxFiles);
        return void stream.resume();
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (problem ??= tooLarge()));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length) files.push(bytes);
      });
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('filesLimit', () => (problem ??= tooMany(maxFiles)));
    parser.on('error', () => reject(badForm()));
    parser.on('close', () => resolve());
    req.on('aborted', () => reject(badForm()));
    req.pipe(parser);
  });
  if (problem) throw Object.assign(problem as AppError, { fields });
  return { fields, files };
}

/** Whether the bytes are a picture we take (by content, never by name or declared type). */
export async function isPicture(bytes: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes);
  return Boolean(type && pictureTypes.has(type.mime)) && !markup.test(bytes.toString('latin1'));
}

/**
 * Each file through media's picture pipeline (decoded once, auto-oriented, metadata gone, sizes in WebP and JPEG
 * under content-hashed keys). Anything but a picture refuses the whole lot (415) before anything is stored.
 */
export async function makeTicketPictures(files: readonly Buffer[]): Promise<NewPicture[]> {
  for (const f of files) {
    if (f.length > maxPictureBytes) throw tooLarge();
    if (!(await isPicture(f))) throw picturesOnly();
  }
  const made: NewPicture[] = [];
  for (const f of files) {
    const p = await processPicture(f, blurSigma);
    made.push({ width: p.width, height: p.height, variants: p.variants });
  }
  return made;
}

/** The keys of pictures made but not kept (their ticket was refused): removed. */
export async function forgetPictureFiles(keys: readonly string[]): Promise<void> {
  if (keys.length) await mediaStorage().delete(keys);
}
export const keysOf = (pictures: readonly NewPicture[]) => pictures.flatMap((p) => Object.values(p.variants));

/** A picture's shown sizes, as the page's `<img>` wants them (its URL carries the link's id for a visitor). */
export function pictureView(p: TicketPicture, linkToken: string | null) {
  const q = linkToken ? `?ticketid=${encodeURIComponent(linkToken)}` : '';
  const url = (name: string) => `/Support/TicketPicture/${p.id}/${(p.variants[name] ?? '').split('/').pop()}${q}`;
  const widths = Object.keys(p.variants).flatMap((k) => (/^w(\d+)\.jpg$/.exec(k) ? [Number(/^w(\d+)/.exec(k)![1])] : [])).sort((a, b) => a - b);
  const shown = widths.filter((w) => w <= 960).at(-1) ?? widths[0] ?? 0;
  return { id: p.id, width: p.width, height: p.height, src: url(`w${shown}.jpg`), srcset: widths.map((w) => `${url(`w${w}.webp`)} ${w}w`).join(', ') };
}

const headers = { 'Cache-Control': 'private, max-age=31536000, immutable', 'Content-Security-Policy': "default-src 'none'; sandbox", 'Cross-Origin-Resource-Policy': 'same-origin' };

/** Streams one stored size of a ticket picture the asker may see (the file name must be one of its own). */
export async function sendPictureFile(res: Response, p: TicketPicture, file: string): Promise<void> {
  const key = Object.values(p.variants).find((k) => k.split('/').pop() === file);
  if (!key) throw notFound();
  const stored = await mediaStorage().get(key);
  if (!stored) throw notFound();
  res.set({ ...headers, 'Content-Type': stored.contentType, 'Content-Length': String(stored.size) });
  await pipeline(stored.stream, res).catch(() => res.destroy());
}
