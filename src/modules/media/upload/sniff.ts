import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

export type Sniffed = { kind: 'picture'; format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' } | { kind: 'video'; format: string } | { kind: 'other' };

const pictureFormats: Record<string, 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};
const videoTypes = new Set(['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo', 'video/3gpp', 'video/mpeg', 'video/x-m4v']);

// Markup a browser could be tricked into running if the file were ever served as text (polyglot files).
const markup = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?php|\?xml)[\s>/]/i;

/**
 * What a file is, from its bytes alone (never the name or the Content-Type header). A picture with markup
 * anywhere in it (a JPEG with HTML appended, say) is "other": refused, not cleaned.
 */
export async function sniff(file: string, size: number): Promise<Sniffed> {
  const type = await fileTypeFromFile(file);
  if (!type) return { kind: 'other' };
  const picture = pictureFormats[type.mime];
  if (picture) return (await containsMarkup(file, size)) ? { kind: 'other' } : { kind: 'picture', format: picture };
  if (videoTypes.has(type.mime)) return { kind: 'video', format: type.ext };
  return { kind: 'other' };
}

/** Scans the file in 1 MB windows (overlapping, so markup across a boundary is found) for markup. */
async function containsMarkup(file: string, size: number): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const window = Buffer.alloc(1 << 20);
    const overlap = 64;
    for (let offset = 0; offset < size; offset += window.length - overlap) {
      const { bytesRead } = await handle.read(window, 0, window.length, offset);
      if (markup.test(window.subarray(0, bytesRead).toString('latin1'))) return true;
      if (bytesRead < window.length) break;
    }
    return false;
  } finally {
    await handle.close();
  }
}
