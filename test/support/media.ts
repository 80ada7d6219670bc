import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import type { Agent } from './http.ts';

export const copyright = 'I hereby confirm that I have both copyright and consent to use this image and/or video';

/** A JPEG drawn by sharp: a gradient-ish picture with EXIF that must not survive (camera, owner, place). */
export async function cameraJpeg(width = 1200, height = 800, opts: { orientation?: number; seed?: number } = {}): Promise<Buffer> {
  const seed = opts.seed ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#${(seed * 0x3f2a19 % 0xffffff).toString(16).padStart(6, '0')}"/><stop offset="1" stop-color="#1a4d8f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / (2 + seed % 3)}" cy="${height / 3}" r="${Math.min(width, height) / 4}" fill="#f5d142"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Artist: 'Owner Name At Home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 0/1' } })
    .withMetadata(opts.orientation ? { orientation: opts.orientation } : {})
    .toBuffer();
}

/** Uploads through UploadTempMedia as the agent; `query` and `fields` override the defaults (profile picture, confirmed). */
export function upload(agent: Agent, token: string, file: Buffer | null, name = 'me.jpg', query: Record<string, string | number | boolean> = {}, fields: Record<string, string> = {}) {
  const req = agent.post('/api/Common/UploadTempMedia').query({ albumTypeId: 1, ...query }).set('x-csrf-token', token);
  for (const [k, v] of Object.entries({ copyright, ...fields })) req.field(k, v);
  // form-data keeps a name with folders only as `filepath` (as a browser could send it).
  return file ? req.attach('file', file, name.includes('/') ? ({ filepath: name } as unknown as string) : name) : req;
}

/** The upload temporary files in the OS temporary folder (none may outlive a request). */
/** This process's uploads still waiting in the temporary folder (another process, a parallel test worker, has its own). */
export const uploadTempFiles = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`nordlys-upload-${process.pid}-`));
