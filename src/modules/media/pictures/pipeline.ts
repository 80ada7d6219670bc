import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../platform/http/errors.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';

/** Widths the pages use (gallery thumbnails to a full view); a picture is never enlarged. */
export const pictureWidths = [240, 480, 960, 1600] as const;
/** The largest picture we decode: 100 megapixels (a 12,000 × 8,000 camera file fits; a decompression bomb does not). */
export const maxInputPixels = 100_000_000;
const blurredWidth = 480;

export type PictureVariants = Record<string, string>;
export type ProcessedPicture = { width: number; height: number; phash: string; variants: PictureVariants };

const refused = (key: string, status = 400) => new AppError(status, 'badPicture', key, {}, 'file');

const keyOf = (bytes: Buffer, ext: string) => {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `pictures/${hash.slice(0, 2)}/${hash}.${ext}`;
};

/**
 * Decodes once (auto-oriented, at most 1600 px wide, metadata gone: sharp writes none unless asked), then makes
 * every size in WebP with a JPEG fallback, a blurred pair for explicit pictures, and the difference hash, and
 * stores them under content-hashed keys. A file sharp cannot read fully, or too large in pixels, is a 4xx.
 * `file` is an uploaded file's path, or the encoded bytes of an edited picture (edit-picture.ts).
 */
export async function processPicture(file: string | Buffer, blurSigma: number): Promise<ProcessedPicture> {
  const meta = await sharp(file, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw refused('media.errors.unreadable');
  if (meta.width * meta.height > maxInputPixels) throw refused('media.errors.tooManyPixels', 413);
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;

  const largest = Math.min(width, pictureWidths.at(-1)!);
  const decoded = await sharp(file, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refused('media.errors.unreadable');
    });
  const raw = () => sharp(decoded.data, { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } });

  const outputs: [string, Promise<Buffer>][] = [];
  for (const w of [...pictureWidths.filter((w) => w < largest), largest]) {
    outputs.push([`w${w}.webp`, raw().resize({ width: w }).webp({ quality: 78 }).toBuffer()]);
    outputs.push([`w${w}.jpg`, raw().resize({ width: w }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()]);
  }
  const blurred = raw().resize({ width: Math.min(blurredWidth, largest) }).blur(Math.max(0.3, blurSigma));
  outputs.push(['blur.webp', blurred.clone().webp({ quality: 60 }).toBuffer()]);
  outputs.push(['blur.jpg', blurred.clone().jpeg({ quality: 60 }).toBuffer()]);

  const variants: PictureVariants = {};
  for (const [name, made] of outputs) {
    const bytes = await made;
    const key = keyOf(bytes, name.endsWith('.webp') ? 'webp' : 'jpg');
    await mediaStorage().put(key, { buffer: bytes }, name.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
    variants[name] = key;
  }
  return { width, height, phash: await differenceHash(raw()), variants };
}

/** A 64-bit difference hash (16 hex digits): brightness steps across a 9 × 8 grey thumbnail. Survives re-encoding and resizing. */
export async function differenceHash(image: Sharp): Promise<string> {
  const pixels = await image.resize(9, 8, { fit: 'fill' }).greyscale().raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ: 0 for the same picture, a few for a re-encoded or resized copy. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  for (; diff; diff &= diff - 1n) count++;
  return count;
}

/** The widths a picture has, for `srcset`. */
export const widthsOf = (variants: PictureVariants) =>
  Object.keys(variants)
    .map((name) => /^w(\d+)\.webp$/.exec(name)?.[1])
    .filter((w): w is string => Boolean(w))
    .map(Number)
    .sort((a, b) => a - b);
